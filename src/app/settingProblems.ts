import { GST_MODES, isGstin } from '../core/cart/gstSplit';
import { isInternationalNumber } from '../core/shared/SupportLine';
import { text, type Env } from './config';

/**
 * What is wrong with the deployment's settings of the support line and GST, each naming its
 * setting; none when they are sound. The build stops on any (scripts/vite/deploymentSettings.ts):
 * a mistyped number or GSTIN never reaches a customer.
 */
export function settingProblems(env: Env): readonly string[] {
  const problems: string[] = [];
  for (const name of ['VITE_SUPPORT_PHONE', 'VITE_SUPPORT_WHATSAPP']) {
    const value = text(env, name);
    if (value !== undefined && !isInternationalNumber(value))
      problems.push(
        `${name}: "${value}" is not a number with its country code, such as +91 40 4567 8900`,
      );
  }
  const mode = text(env, 'VITE_GST_MODE');
  if (mode !== undefined && !(GST_MODES as readonly string[]).includes(mode))
    problems.push(`VITE_GST_MODE: "${mode}" is neither ${GST_MODES.join(' nor ')}`);
  const gstin = text(env, 'VITE_GSTIN')?.toUpperCase();
  if (gstin !== undefined && !isGstin(gstin))
    problems.push(
      `VITE_GSTIN: "${gstin}" is not a GSTIN (15 characters, its check character last)`,
    );
  return problems;
}
