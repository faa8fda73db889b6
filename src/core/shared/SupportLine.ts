/**
 * How a customer reaches our support team: the number to call and the WhatsApp number. A
 * deployment sets both (README, "Modes and configuration"); the app shows them wherever it offers
 * help, and nowhere else writes them.
 */
export class SupportLine {
  /** '+91 40 4567 8900', as the deployment writes it. */
  readonly phoneDisplay: string;
  /** 'tel:+914045678900': the phone dials it. */
  readonly callHref: string;
  /** '914045678900': WhatsApp's number, its country code first, without the '+'. */
  private readonly whatsappDigits: string;

  /**
   * The line of `phone` (called) and `whatsapp` (written to), each an international number
   * (`isInternationalNumber`). Anything else is a mistake in the deployment's settings, which
   * the build reports: it throws a RangeError.
   */
  constructor(phone: string, whatsapp: string) {
    const called = internationalDigits(phone);
    const written = internationalDigits(whatsapp);
    if (!called || !written)
      throw new RangeError(`Not international numbers: "${phone}", "${whatsapp}"`);
    this.phoneDisplay = phone.trim().replace(/\s+/g, ' ');
    this.callHref = `tel:+${called}`;
    this.whatsappDigits = written;
  }

  /**
   * WhatsApp's own link to a chat with us, `message` already typed for the customer to edit
   * before sending: https://wa.me/914045678900?text=…
   */
  whatsappHref(message: string): string {
    return `https://wa.me/${this.whatsappDigits}?text=${encodeURIComponent(message)}`;
  }
}

/**
 * An international number with its country code, as a person writes it: '+91 40 4567 8900',
 * '+91-40-45678900'. A '+', then 8 to 15 digits (E.164), the first not 0.
 */
export function isInternationalNumber(text: string): boolean {
  return internationalDigits(text) !== undefined;
}

function internationalDigits(text: string): string | undefined {
  const compact = text.trim().replace(/[\s-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact.slice(1) : undefined;
}
