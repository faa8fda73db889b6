import type { ContainerModuleLoadOptions } from 'inversify';
import { termsFromEnv } from '../businessTerms';
import { TOKENS } from '../tokens';

/**
 * The business facts the policies, the Help page and the dialogs state, read from the build's
 * settings (config.ts) by the first feature that needs them, so the first load does not carry them.
 */
export function bindBusinessTerms({
  bind,
  isBound,
}: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(TOKENS.businessTerms))
    bind(TOKENS.businessTerms).toConstantValue(termsFromEnv(import.meta.env));
}
