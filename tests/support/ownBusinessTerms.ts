/**
 * A deployment's own business facts, every setting the policies state set (so none of the demo's
 * examples is left), as the build's environment gives them.
 */
export const OWN_BUSINESS_TERMS = {
  VITE_COMPANY_LEGAL_NAME: 'Example Homecare Private Limited',
  VITE_FREE_CANCELLATION_HOURS: '6',
  VITE_CANCELLATION_FEE_RUPEES: '150',
  VITE_REFUND_DAYS: '3-5',
  VITE_GRIEVANCE_OFFICER_NAME: 'Ayesha Siddiqui',
  VITE_GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
  VITE_GRIEVANCE_OFFICER_PHONE: '+91 40 2345 6790',
  VITE_TECHNICIAN_ASSIGNED_HOURS: '3',
  VITE_TECHNICIAN_LATE_MINUTES: '45',
} as const;
