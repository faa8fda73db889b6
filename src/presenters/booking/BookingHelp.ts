import { helpMessages } from '../../core/booking/helpMessages';
import { links } from '../links';
import { warrantyMessages } from '../../core/booking/warrantyMessages';
import type { SupportLine } from '../../core/shared/SupportLine';

/** Call and WhatsApp about a booking, ready to show. */
export interface HelpView {
  /** 'Need help with this booking?', or 'Claim warranty'. */
  readonly heading: string;
  /** 'Call +91 40 4567 8900'. */
  readonly callLabel: string;
  /** 'tel:+914045678900'. */
  readonly callHref: string;
  readonly whatsappLabel: string;
  /** wa.me with a message in the customer's language naming the booking's code and services. */
  readonly whatsappHref: string;
  /** '(opens in a new tab)', for screen readers. */
  readonly newTab: string;
  /** The Help page's answers to the questions customers ask most. */
  readonly helpPage: { readonly label: string; readonly href: string };
}

/**
 * Help on a booking, through the deployment's support line: the booking detail, the greeting
 * after booking and the statuses that say "Call us" each offer it. Read inside a presenter's
 * `viewModel`, so the message follows the language.
 */
export class BookingHelp {
  constructor(readonly support: SupportLine) {}

  /** Help with booking `code`, whose services are `services` ('Geyser', 'Fans'). */
  aboutBooking(code: string, services: readonly string[]): HelpView {
    return this.view(helpMessages.aboutBooking(code, services));
  }

  /** Help with one order of booking `code`, named as the customer knows it. */
  aboutOrder(code: string, order: string): HelpView {
    return this.view(helpMessages.aboutOrder(code, order));
  }

  /** Claim warranty on one completed order of booking `code`, named as the customer knows it. */
  claimWarranty(code: string, order: string): HelpView {
    return {
      ...this.view(warrantyMessages.message(code, order)),
      heading: warrantyMessages.claim,
      callLabel: warrantyMessages.call(this.support.phoneDisplay),
      whatsappLabel: warrantyMessages.whatsapp,
    };
  }

  private view(message: string): HelpView {
    return {
      heading: helpMessages.heading,
      callLabel: helpMessages.call(this.support.phoneDisplay),
      callHref: this.support.callHref,
      whatsappLabel: helpMessages.whatsapp,
      whatsappHref: this.support.whatsappHref(message),
      newTab: helpMessages.newTab,
      helpPage: { label: helpMessages.helpPage, href: links.help },
    };
  }
}
