import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

let overlaysOpened = 0;

/** The history entry an open overlay added: same address, this state. */
interface OverlayState {
  readonly overlay?: string;
}

/**
 * Whether the router's current entry is one an open overlay added: moving on from there replaces
 * it, so Back then returns to the page rather than to a dialog that is gone.
 */
export function isOverlayEntry(state: unknown): boolean {
  return typeof (state as OverlayState | null)?.overlay === 'string';
}

/** Whether the browser is on the entry overlay `id` added (React Router keeps `state` in `usr`). */
function browserEntryIs(id: string): boolean {
  const entry = window.history.state as { readonly usr?: OverlayState } | null;
  return entry?.usr?.overlay === id;
}

/**
 * While a dialog or sheet is open, the browser's Back closes it and the customer stays on the
 * page, as a phone's Back does in an app: opening adds a history entry for the same address, Back
 * takes it away and closes the overlay; closing it any other way takes the entry away too.
 */
export function useBackToClose(open: boolean, close: () => void): void {
  const navigate = useNavigate();
  const location = useLocation();
  // The overlay's entry, and whether the router has arrived on it yet.
  const entry = useRef<{ id: string; arrived: boolean } | undefined>(undefined);
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });
  const { pathname, search, hash } = location;
  const current = (location.state as OverlayState | null)?.overlay;

  useEffect(() => {
    if (!open || entry.current) return;
    overlaysOpened += 1;
    const id = String(overlaysOpened);
    entry.current = { id, arrived: false };
    navigate({ pathname, search, hash }, { state: { overlay: id } satisfies OverlayState });
  }, [open, navigate, pathname, search, hash]);

  // Back (or any other move) left the overlay's entry: the overlay closes.
  useEffect(() => {
    const added = entry.current;
    if (!added) return;
    if (current === added.id) {
      added.arrived = true;
      return;
    }
    if (!added.arrived) return;
    entry.current = undefined;
    if (open) latestClose.current();
  }, [current, open]);

  // Closed by its own button or Escape: its entry goes too, so Back then leaves the page. Unless
  // closing it moved on already (a guarded page sends a visitor who closes the login dialog
  // home): the browser's own entry tells, as the router's location may not have caught up yet.
  useEffect(() => {
    const added = entry.current;
    if (open || !added) return;
    entry.current = undefined;
    if (current === added.id && browserEntryIs(added.id)) navigate(-1);
  }, [open, current, navigate]);
}
