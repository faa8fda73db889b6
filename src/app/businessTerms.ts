import type { BusinessFact, BusinessTerms } from '../core/shared/BusinessTerms';
import { refundDaysOf, text, type Env } from './config';

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
 * unset one the demo's; a fact is an example while any of its settings is unset. Read by the
 * features that state them (features/businessTerms.ts), not at start: no page's first load
 * carries them.
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
