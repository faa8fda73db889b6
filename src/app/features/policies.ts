import { ContainerModule } from 'inversify';
import { SupportLine } from '../../core/shared/SupportLine';
import { PolicyPages } from '../../presenters/policies/PolicyPages';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';
import { bindBusinessTerms } from './businessTerms';

/** The policy pages and the Help page: the deployment's business facts in their words. */
export const policies = new ContainerModule(({ bind, isBound }) => {
  bindBusinessTerms({ bind, isBound });
  bindClass(bind, PolicyPages, [TOKENS.businessTerms, SupportLine, TOKENS.extensions]);
});
