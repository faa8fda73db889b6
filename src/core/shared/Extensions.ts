/**
 * The contract extensions a backend may offer beyond SPEC §7's twelve calls, each adopted on its
 * own (README, "For the backend team"). With none, the app behaves as SPEC §7 alone.
 * - `session`: verify gives a token, sent back as `Authorization: Bearer …` on every call.
 * - `slots`: the customer chooses a two-hour visit window before Pay Now, and may change it while
 *   the work order can be cancelled.
 * - `visit`: each work order carries its visit window and, once assigned, its technician.
 */
export const EXTENSIONS = ['session', 'slots', 'visit'] as const;

export type Extension = (typeof EXTENSIONS)[number];

/** Which extensions this deployment's backend offers. */
export type Extensions = ReadonlySet<Extension>;

/** The extensions named in `text` ("session, slots"); unknown names are left out. */
export function extensionsIn(text: string | undefined): Extensions {
  const named = (text ?? '').split(',').map((name) => name.trim());
  return new Set(EXTENSIONS.filter((extension) => named.includes(extension)));
}
