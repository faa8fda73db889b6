import { BRAND_NAME } from '../shared/brand';
import { spoken, template } from '../shared/language';

/** Help on a booking: Call and WhatsApp, and the message WhatsApp opens with. */
export const helpMessages = spoken('help', {
  heading: 'Need help with this booking?',
  call: template('Call {phone}', (phone: string) => ({ phone })),
  whatsapp: 'Chat on WhatsApp',
  /** The Help page's answers to the questions customers ask most. */
  helpPage: 'Common questions',
  /** Said to screen readers after a link that opens WhatsApp or a new tab. */
  newTab: '(opens in a new tab)',
  /** Written for the customer in WhatsApp, to edit before sending. */
  aboutBooking: template(
    `Hello ${BRAND_NAME}, I need help with my booking {code} ({services}).`,
    (code: string, services: readonly string[]) => ({ code, services: services.join(', ') }),
  ),
  aboutOrder: template(
    `Hello ${BRAND_NAME}, I need help with {order} in my booking {code}.`,
    (code: string, order: string) => ({ code, order }),
  ),
} as const);
