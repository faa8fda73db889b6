/**
 * How a customer reaches our support team: the number to call and the WhatsApp number, each an
 * international number as a person writes it ('+91 40 4567 8900'). A deployment sets both
 * (README, "Modes and configuration"), the build checks them (`isInternationalNumber`), and the
 * app shows them wherever it offers help; nothing else writes them.
 */
export class SupportLine {
  constructor(
    /** '+91 40 4567 8900', shown as written. */
    readonly phoneDisplay: string,
    private readonly whatsapp: string,
  ) {}

  /** 'tel:+914045678900': the phone dials it. */
  get callHref(): string {
    return `tel:${compact(this.phoneDisplay)}`;
  }

  /**
   * WhatsApp's own link to a chat with us, `message` already typed for the customer to edit
   * before sending: https://wa.me/914045678900?text=… (its number without the '+').
   */
  whatsappHref(message: string): string {
    return `https://wa.me/${compact(this.whatsapp).slice(1)}?text=${encodeURIComponent(message)}`;
  }
}

/**
 * An international number with its country code, as a person writes it: '+91 40 4567 8900',
 * '+91-40-45678900'. A '+', then 8 to 15 digits (E.164), the first not 0.
 */
export function isInternationalNumber(text: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(compact(text));
}

function compact(number: string): string {
  return number.replace(/[\s-]/g, '');
}
