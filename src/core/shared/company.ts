import { BRAND_NAME } from './brand';

/**
 * Who we are and where: shown in the footer, the about and contact pages, and on receipts. The
 * support number is a deployment's setting (`SupportLine`), not written here.
 */
export const company = {
  name: BRAND_NAME,
  addressLines: ['Plot 42, Madhapur Main Road', 'Hyderabad, Telangana 500081'],
  email: 'care@gharseva.in',
} as const;
