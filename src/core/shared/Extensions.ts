/**
 * The contract extensions a backend may offer beyond SPEC §7's twelve calls, each adopted on its
 * own (README, "For the backend team"). With none, the app behaves as SPEC §7 alone.
 * - `session`: verify gives a token, sent back as `Authorization: Bearer …` on every call.
 * - `slots`: the customer chooses a two-hour visit window before Pay Now, and may change it while
 *   the work order can be cancelled.
 * - `visit`: each work order carries its visit window and, once assigned, its technician.
 * - `payments`: a booking is paid online through the provider's checkout, or after the service,
 *   and each work order says what was paid or is still to pay.
 * - `ratings`: a completed work order is rated (stars, tags, a comment) within a window; each
 *   service has its average and reviews, and a visit's technician their rating and jobs.
 * - `catalogue-languages`: every call says the customer's language (`Accept-Language`), and the
 *   catalogue's names and descriptions come back in it, each falling back to English.
 */
export const EXTENSIONS = [
  'session',
  'slots',
  'visit',
  'payments',
  'ratings',
  'catalogue-languages',
] as const;

export type Extension = (typeof EXTENSIONS)[number];

/** Which extensions this deployment's backend offers. */
export type Extensions = ReadonlySet<Extension>;

/**
 * The extensions that read or change a customer's data: against a backend that does not know
 * its callers by a session, each lets anyone act as any customer (`ratings`: rate anyone's order;
 * its summaries and reviews are the catalogue's kind of read). `catalogue-languages` changes no
 * customer's data: it only picks the words of the catalogue.
 */
export const NEED_SESSION: readonly Extension[] = ['slots', 'visit', 'payments', 'ratings'];

/** The names in a comma-separated setting ("session, slots"), blanks left out. */
export function namesIn(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function isExtension(name: string): name is Extension {
  return (EXTENSIONS as readonly string[]).includes(name);
}

/** The extensions named in `text` ("session, slots"); the build refuses unknown names. */
export function extensionsIn(text: string | undefined): Extensions {
  return new Set(namesIn(text).filter(isExtension));
}
