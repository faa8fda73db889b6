import { GST_MODES, isGstin } from '../core/cart/gstSplit';
import { EXTENSIONS, isExtension, namesIn, NEED_SESSION } from '../core/shared/Extensions';
import { isInternationalNumber } from '../core/shared/SupportLine';
import { BUSINESS_SETTINGS } from './businessTerms';
import { socialSetting, text, type Env } from './config';
import { DEMO_SITE_ORIGIN, siteOriginProblem } from './siteOrigin';
import {
  isAccountAddress,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORKS,
} from '../core/shared/SocialAccounts';

/**
 * What is wrong with the deployment's settings (support line, GST, contract extensions), each naming its
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
  const refundDays = text(env, 'VITE_REFUND_DAYS');
  if (refundDays !== undefined && !isWorkingDays(refundDays))
    problems.push(
      `VITE_REFUND_DAYS: "${refundDays}" is not a number of working days such as 5 or 5–7 (a hyphen or an en dash between them)`,
    );
  const siteOrigin = siteOriginProblem(env);
  if (siteOrigin) problems.push(siteOrigin);
  return [...problems, ...termsProblems(env), ...socialProblems(env), ...extensionProblems(env)];
}

/** Each business fact's setting (README), as a whole number from `min` to `max`, or the words it takes. */
const WHOLE_NUMBER_SETTINGS = [
  ['VITE_FREE_CANCELLATION_HOURS', 1, 168, 'hours before the visit'],
  ['VITE_CANCELLATION_FEE_RUPEES', 0, 100_000, 'rupees, digits alone (0 for no fee)'],
  ['VITE_TECHNICIAN_ASSIGNED_HOURS', 1, 168, 'hours before the visit'],
  ['VITE_TECHNICIAN_LATE_MINUTES', 5, 240, 'minutes'],
] as const;

/**
 * What is wrong with the business facts the policies state: a number that is not a whole one in
 * its range, a name that is not one, an e-mail or phone the grievance officer cannot be reached on.
 */
function termsProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const [name, min, max, unit] of WHOLE_NUMBER_SETTINGS) {
    const value = text(env, name);
    if (value !== undefined && !isWholeNumberIn(value, min, max))
      problems.push(`${name}: "${value}" is not a whole number from ${min} to ${max} (${unit})`);
  }
  for (const name of ['VITE_COMPANY_LEGAL_NAME', 'VITE_GRIEVANCE_OFFICER_NAME']) {
    const value = text(env, name);
    if (value !== undefined && !isName(value))
      problems.push(
        `${name}: "${value}" is not a name (2 to 120 characters, letters among them, no control characters)`,
      );
  }
  const email = text(env, 'VITE_GRIEVANCE_OFFICER_EMAIL');
  if (email !== undefined && !/^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/iu.test(email))
    problems.push(`VITE_GRIEVANCE_OFFICER_EMAIL: "${email}" is not an e-mail address`);
  const phone = text(env, 'VITE_GRIEVANCE_OFFICER_PHONE');
  if (phone !== undefined && !isInternationalNumber(phone))
    problems.push(
      `VITE_GRIEVANCE_OFFICER_PHONE: "${phone}" is not a number with its country code, such as +91 40 4567 8901`,
    );
  return problems;
}

function isWholeNumberIn(value: string, min: number, max: number): boolean {
  return /^\d{1,6}$/u.test(value) && Number(value) >= min && Number(value) <= max;
}

function isName(value: string): boolean {
  return value.length >= 2 && value.length <= 120 && /\p{L}/u.test(value) && !/\p{Cc}/u.test(value);
}

/** Each social setting, when set, must be our page: https, on that network's host, not its home. */
function socialProblems(env: Env): string[] {
  return SOCIAL_NETWORK_KEYS.flatMap((network) => {
    const name = socialSetting(network);
    const value = text(env, name);
    if (value === undefined || isAccountAddress(network, value)) return [];
    const hosts = SOCIAL_NETWORKS[network].hosts.join(' or ');
    return [
      `${name}: "${value}" is not a page of yours on ${SOCIAL_NETWORKS[network].name} (an https address on ${hosts}, with a path, such as https://${SOCIAL_NETWORKS[network].hosts[0]}/gharseva)`,
    ];
  });
}

/** `N` or `N–M` working days (hyphen or en dash), N below M: what a refund takes. */
function isWorkingDays(value: string): boolean {
  const match = /^(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/u.exec(value);
  if (!match) return false;
  const [, low, high] = match;
  return Number(low) > 0 && (high === undefined || Number(high) > Number(low));
}

/**
 * What is wrong with the extensions a build names: a name that is none (a typo would switch
 * nothing on, without a word), and an extension about a customer's data without `session` beside
 * it, unless `VITE_API_EXTENSIONS_WITHOUT_SESSION` names it: the deployer's written word that
 * their backend knows its callers another way.
 */
function extensionProblems(env: Env): string[] {
  const problems: string[] = [];
  const named = namesIn(text(env, 'VITE_API_EXTENSIONS'));
  const allowed = namesIn(text(env, 'VITE_API_EXTENSIONS_WITHOUT_SESSION'));
  const known = EXTENSIONS.join(', ');
  for (const [setting, names] of [
    ['VITE_API_EXTENSIONS', named],
    ['VITE_API_EXTENSIONS_WITHOUT_SESSION', allowed],
  ] as const)
    for (const name of names.filter((each) => !isExtension(each)))
      problems.push(`${setting}: "${name}" is not an extension (known: ${known})`);
  if (named.includes('session')) return problems;
  const unsafe = NEED_SESSION.filter((name) => named.includes(name) && !allowed.includes(name));
  if (unsafe.length > 0)
    problems.push(
      `VITE_API_EXTENSIONS: ${unsafe.join(' and ')} ${unsafe.length > 1 ? 'read and change' : 'reads and changes'} a customer's data and needs session beside ${unsafe.length > 1 ? 'them' : 'it'}: without a session, anyone can act as any customer. Name session too (VITE_API_EXTENSIONS=session,${named.join(',')}), or, if your backend knows its callers another way, say so with VITE_API_EXTENSIONS_WITHOUT_SESSION=${unsafe.join(',')} (README, "Contract extensions")`,
    );
  return problems;
}

/**
 * What the build should say, though it goes on: an app built for an API whose backend does not
 * say it keeps sessions.
 */
export function settingWarnings(env: Env): readonly string[] {
  return [...sessionWarnings(env), ...exampleTermsWarnings(env), ...siteOriginWarnings(env)];
}

/** An app built for an API whose pages would tell search engines they live at the demo's address. */
function siteOriginWarnings(env: Env): string[] {
  return text(env, 'VITE_API_BASE_URL') && !text(env, 'VITE_SITE_ORIGIN')
    ? [
        `VITE_SITE_ORIGIN is not set: each page's language links (hreflang), canonical address and the sitemap name ${DEMO_SITE_ORIGIN}. Set the origin customers open the app at (README, "Modes and configuration").`,
      ]
    : [];
}

/**
 * An app built for an API whose policies would state the demo's example facts (marked as such):
 * a company's customers should read its own.
 */
function exampleTermsWarnings(env: Env): string[] {
  if (!text(env, 'VITE_API_BASE_URL')) return [];
  const unset = Object.values(BUSINESS_SETTINGS)
    .flat()
    .filter((name) => text(env, name) === undefined);
  return unset.length === 0
    ? []
    : [
        `The policies, the Help page and the cancel dialog state the demo's example values, marked as examples, for ${unset.join(', ')}: set your own (README, "Modes and configuration").`,
      ];
}

function sessionWarnings(env: Env): string[] {
  if (
    !text(env, 'VITE_API_BASE_URL') ||
    namesIn(text(env, 'VITE_API_EXTENSIONS')).includes('session')
  )
    return [];
  return [
    `VITE_API_EXTENSIONS does not name session: against a backend built to SPEC §7 alone, anyone who knows a customer's mobile number can act as that customer (read her bookings and profile, change them, cancel her orders), since its calls believe the user id they are sent. The app sends a session token whenever verify gives one; give your backend the session extension and name it here (README, "Security the contract cannot express").`,
  ];
}
