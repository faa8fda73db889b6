/**
 * Tells screen-reader users, politely (after what they are hearing), about a change of status
 * they caused: the cart's count and total, a code sent, a booking cancelled. Presenters own this
 * port; the shell's live region implements it. Never fails; an announcement replaces the last.
 */
export interface Announcer {
  announce(message: string): void;
}
