/**
 * A `mailto:` link that opens the visitor's mail client with the message filled in: the contact
 * and quote forms have no API behind them (DESIGN.md).
 */
export function mailtoLink(to: string, subject: string, body: string): string {
  // encodeURIComponent writes spaces as %20, which every mail client reads (a '+' would stay a '+').
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`;
}
