import { Suspense, useState, type ReactNode } from 'react';

interface MountWhenWantedProps {
  /** Whether it is wanted now; from the first time it is, it stays mounted. */
  readonly when: boolean;
  readonly children: ReactNode;
}

/**
 * Mounts `children` the first time they are wanted and keeps them: a late dialog downloads only
 * when first opened, then closes with its animation, gives the focus back and keeps its state.
 * Nothing shows while its code downloads.
 */
export function MountWhenWanted({ when, children }: MountWhenWantedProps) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
