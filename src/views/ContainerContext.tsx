import type { Container } from 'inversify';
import { createContext, useContext, useState } from 'react';
import type { Token } from '../app/tokens';

export const ContainerContext = createContext<Container | null>(null);

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container)
    throw new Error(
      'ContainerContext is missing: render views inside <ContainerContext.Provider>.',
    );
  return container;
}

/**
 * The presenter (or shared model) bound to `token`, made once for the component's lifetime.
 * Presenters are transient, so each mounted screen or dialog gets a fresh one.
 */
export function usePresenter<T>(token: Token<T>): T {
  const container = useContainer();
  const [presenter] = useState(() => container.get<T>(token));
  return presenter;
}
