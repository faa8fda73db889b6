import type { GstSettings } from '../core/cart/gstSplit';
import { EXTENSIONS, extensionsIn, type Extensions } from '../core/shared/Extensions';
import { SupportLine } from '../core/shared/SupportLine';
import type { BusinessFact, BusinessTerms } from '../core/shared/BusinessTerms';

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
  /** The facts the policies, the Help page and the dialogs state (see `termsFromEnv`). */
  readonly terms: BusinessTerms;
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
    terms: termsFromEnv(env),
  };
}

// A hyphen is written as the en dash a range takes in print.
function refundDaysOf(env: Env): string {
  return (text(env, 'VITE_REFUND_DAYS') ?? DEFAULT_REFUND_DAYS).replace('-', '–');
}

/**
 * The demo's business facts, each marked as an example wherever it is shown: fictional, for a
 * demo to read as a real company would. A deployment sets its own (README).
 */
export const DEMO_TERMS = {
  legalName: 'GharSeva Home Services Private Limited',
  freeCancellationHours: 4,
  cancellationFeeRupees: 100,
  grievanceOfficer: {
    name: 'Lakshmi Narayana',
    email: 'grievance@gharseva.in',
    phone: '+91 40 4567 8901',
  },
  technicianAssignedHours: 2,
  lateMinutes: 30,
} as const;

/** The settings of each business fact: unset, the fact is the demo's example. */
export const BUSINESS_SETTINGS: Readonly<Record<BusinessFact, readonly string[]>> = {
  legalName: ['VITE_COMPANY_LEGAL_NAME'],
  cancellation: ['VITE_FREE_CANCELLATION_HOURS', 'VITE_CANCELLATION_FEE_RUPEES'],
  refundDays: ['VITE_REFUND_DAYS'],
  grievanceOfficer: [
    'VITE_GRIEVANCE_OFFICER_NAME',
    'VITE_GRIEVANCE_OFFICER_EMAIL',
    'VITE_GRIEVANCE_OFFICER_PHONE',
  ],
  technicianAssigned: ['VITE_TECHNICIAN_ASSIGNED_HOURS'],
  late: ['VITE_TECHNICIAN_LATE_MINUTES'],
};

/**
 * The business facts as the build was given them (`settingProblems` refuses bad values), each
 * unset one the demo's; a fact is an example while any of its settings is unset.
 */
export function termsFromEnv(env: Env): BusinessTerms {
  const number = (name: string, fallback: number) => {
    const value = text(env, name);
    return value === undefined ? fallback : Number(value);
  };
  const officer = DEMO_TERMS.grievanceOfficer;
  return {
    legalName: text(env, 'VITE_COMPANY_LEGAL_NAME') ?? DEMO_TERMS.legalName,
    freeCancellationHours: number('VITE_FREE_CANCELLATION_HOURS', DEMO_TERMS.freeCancellationHours),
    cancellationFeeRupees: number('VITE_CANCELLATION_FEE_RUPEES', DEMO_TERMS.cancellationFeeRupees),
    refundDays: refundDaysOf(env),
    grievanceOfficer: {
      name: text(env, 'VITE_GRIEVANCE_OFFICER_NAME') ?? officer.name,
      email: text(env, 'VITE_GRIEVANCE_OFFICER_EMAIL') ?? officer.email,
      phone: text(env, 'VITE_GRIEVANCE_OFFICER_PHONE') ?? officer.phone,
    },
    technicianAssignedHours: number(
      'VITE_TECHNICIAN_ASSIGNED_HOURS',
      DEMO_TERMS.technicianAssignedHours,
    ),
    lateMinutes: number('VITE_TECHNICIAN_LATE_MINUTES', DEMO_TERMS.lateMinutes),
    examples: (Object.keys(BUSINESS_SETTINGS) as BusinessFact[]).filter((fact) =>
      BUSINESS_SETTINGS[fact].some((name) => text(env, name) === undefined),
    ),
  };
}

export function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function wholeNumber(setting: string | undefined, fallback: number): number {
  const value = Number(setting);
  return setting !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
}
