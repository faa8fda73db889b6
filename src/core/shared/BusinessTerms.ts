/**
 * The business facts the customer is promised (the policies, the Help page, the cancel dialog and
 * the greeting state them): deployment settings (README, "Modes and configuration"), checked when
 * the app is built. Unset, the demo's apply, and `examples` names them so the pages can say so.
 */
export interface BusinessTerms {
  /** The company's legal name, as the terms and the privacy notice name the data fiduciary. */
  readonly legalName: string;
  /** Cancelling is free until this many hours before the visit. */
  readonly freeCancellationHours: number;
  /** The fee for cancelling later, in whole rupees: stated here, charged by the server; 0 for none. */
  readonly cancellationFeeRupees: number;
  /** The working days a refund takes to reach the customer, as written ("5–7"). */
  readonly refundDays: string;
  /** Who answers complaints and requests about personal data (DPDP Act 2023, s. 8(10)). */
  readonly grievanceOfficer: GrievanceOfficer;
  /** A technician is named at least this many hours before the visit. */
  readonly technicianAssignedHours: number;
  /** A technician this many minutes past the visit's start is too late. */
  readonly lateMinutes: number;
  /** The facts above that are the demo's examples, not the deployment's own. */
  readonly examples: readonly BusinessFact[];
}

export interface GrievanceOfficer {
  readonly name: string;
  readonly email: string;
  /** An international number as written: '+91 40 4567 8901'. */
  readonly phone: string;
}

/** The facts a deployment sets, one setting or a group of them each. */
export const BUSINESS_FACTS = [
  'legalName',
  'cancellation',
  'refundDays',
  'grievanceOfficer',
  'technicianAssigned',
  'late',
] as const;
export type BusinessFact = (typeof BUSINESS_FACTS)[number];
