import type { GstSettings } from '../core/cart/gstSplit';
import { EXTENSIONS, extensionsIn, type Extensions } from '../core/shared/Extensions';
import { SupportLine } from '../core/shared/SupportLine';
import {
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORKS,
  type SocialAccount,
  type SocialNetwork,
} from '../core/shared/SocialAccounts';

/** How the app talks to its backend, read once from the build's environment. */
export type AppConfig = (
  | { readonly mode: 'demo'; readonly demoLatencyMs: number }
  | {
      readonly mode: 'http';
      readonly baseUrl: string;
      readonly apiKey: string;
      readonly apiKeyHeader: string;
      readonly timeoutMs: number;
      /** `VITE_IMAGE_ORIGINS`, else the API's origin: where the CSP lets pictures come from. */
      readonly imageOrigins: readonly string[];
    }
) & {
  /** What the backend offers beyond SPEC §7: every extension in the demo, `VITE_API_EXTENSIONS` otherwise. */
  readonly extensions: Extensions;
  /** `VITE_VITALS_URL`: where the app reports its Core Web Vitals; unset, nothing is sent. */
  readonly vitalsUrl: string | undefined;
} & BusinessSettings;

/** Who the customer deals with: how they reach support, and how receipts show GST. */
export interface BusinessSettings {
  /** `VITE_SUPPORT_PHONE` and `VITE_SUPPORT_WHATSAPP`; the demo's fictional number unset. */
  readonly support: SupportLine;
  /** `VITE_GST_MODE` (CGST + SGST within the state unless `inter-state`) and `VITE_GSTIN`. */
  readonly gst: GstSettings;
  /** `VITE_REFUND_DAYS`: the working days a refund takes to reach the customer, as written ("5–7"). */
  readonly refundDays: string;
  /** `VITE_SOCIAL_FACEBOOK` and the others (`socialSetting`): our pages, none unless set. */
  readonly social: readonly SocialAccount[];
  // The facts the policies and the dialogs state are read apart, by the features that state
  // them (businessTerms.ts): no page's first load carries them.
}

/** The setting that holds our page on `network`: `VITE_SOCIAL_FACEBOOK`, `VITE_SOCIAL_X`, … */
export function socialSetting(network: SocialNetwork): string {
  return `VITE_SOCIAL_${network.toUpperCase()}`;
}

/** Our pages on the networks the deployment set, in the footer's order. */
function socialFromEnv(env: Env): readonly SocialAccount[] {
  return SOCIAL_NETWORK_KEYS.flatMap((network) => {
    const href = text(env, socialSetting(network));
    return href ? [{ network, name: SOCIAL_NETWORKS[network].name, href }] : [];
  });
}

/** The build's environment (`import.meta.env`); only the `VITE_` settings below are read. */
export type Env = Readonly<Record<string, unknown>>;

const DEFAULT_TIMEOUT_MS = 10_000;
/** The working days a refund takes unless the deployment says (the demo's). */
export const DEFAULT_REFUND_DAYS = '5–7';
/** The demo's support number: fictional (README says so); a deployment sets its own. */
export const DEMO_SUPPORT_PHONE = '+91 40 4567 8900';
// Long enough for skeletons to be seen in a demo, short enough not to annoy.
const DEFAULT_DEMO_LATENCY_MS = 250;

/** Demo mode unless `VITE_API_BASE_URL` is set (DESIGN.md "Modes and configuration"). */
export function configFromEnv(env: Env): AppConfig {
  const baseUrl = text(env, 'VITE_API_BASE_URL');
  if (!baseUrl) {
    return {
      mode: 'demo',
      demoLatencyMs: wholeNumber(text(env, 'VITE_DEMO_LATENCY_MS'), DEFAULT_DEMO_LATENCY_MS),
      extensions: new Set(EXTENSIONS),
      vitalsUrl: text(env, 'VITE_VITALS_URL'),
      ...businessFromEnv(env),
    };
  }
  return {
    mode: 'http',
    baseUrl,
    apiKey: text(env, 'VITE_API_KEY') ?? '',
    apiKeyHeader: text(env, 'VITE_API_KEY_HEADER') ?? 'x-api-key',
    timeoutMs: wholeNumber(text(env, 'VITE_API_TIMEOUT_MS'), DEFAULT_TIMEOUT_MS),
    imageOrigins: imageOriginsOf(text(env, 'VITE_IMAGE_ORIGINS'), baseUrl),
    extensions: extensionsIn(text(env, 'VITE_API_EXTENSIONS')),
    vitalsUrl: text(env, 'VITE_VITALS_URL'),
    ...businessFromEnv(env),
  };
}

/** The origins of `VITE_IMAGE_ORIGINS` (the build refuses any that is not one), else the API's. */
function imageOriginsOf(setting: string | undefined, baseUrl: string): readonly string[] {
  const written =
    setting
      ?.split(',')
      .map((each) => each.trim())
      .filter(Boolean) ?? [];
  const origins = (written.length > 0 ? written : [baseUrl]).flatMap((each) => {
    try {
      return [new URL(each).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The support line and GST settings, as the build was given them: the build refuses values that
 * are not what their setting takes (`settingProblems`), so the app reads them as they are.
 */
export function businessFromEnv(env: Env): BusinessSettings {
  const phone = text(env, 'VITE_SUPPORT_PHONE') ?? DEMO_SUPPORT_PHONE;
  const gstin = text(env, 'VITE_GSTIN')?.toUpperCase();
  return {
    support: new SupportLine(phone, text(env, 'VITE_SUPPORT_WHATSAPP') ?? phone),
    gst: {
      mode: text(env, 'VITE_GST_MODE') === 'inter-state' ? 'inter-state' : 'intra-state',
      ...(gstin ? { gstin } : {}),
    },
    refundDays: refundDaysOf(env),
    social: socialFromEnv(env),
  };
}

// A hyphen is written as the en dash a range takes in print.
export function refundDaysOf(env: Env): string {
  return (text(env, 'VITE_REFUND_DAYS') ?? DEFAULT_REFUND_DAYS).replace('-', '–');
}

export function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function wholeNumber(setting: string | undefined, fallback: number): number {
  const value = Number(setting);
  return setting !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
}
