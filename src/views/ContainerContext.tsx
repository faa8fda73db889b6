import type { AbstractNewable, Container } from 'inversify';
import { createContext, useContext, useState } from 'react';

export const ContainerContext = createContext<Container | null>(null);

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container)
    throw new Error(
      'ContainerContext is missing: render views inside <ContainerContext.Provider>.',
    );
  return container;
}

/**
 * The presenter (or shared model) of class `Presenter`, as the composition root makes it, once
 * for the component's lifetime. Presenters are transient, so each mounted screen or dialog gets a
 * fresh one. `prepare` runs on it once, before the component's first drawing (e.g. to show what
 * the session already holds).
 */
export function usePresenter<T>(
  Presenter: AbstractNewable<T>,
  prepare?: (presenter: T) => void,
): T {
  const container = useContainer();
  const [presenter] = useState(() => {
    const made = container.get<T>(Presenter);
    prepare?.(made);
    return made;
  });
  return presenter;
}
