import { BRAND_NAME } from './brand';

/** How customers reach us; shown in the footer, the about page and the contact page. */
export const company = {
  name: BRAND_NAME,
  addressLines: ['Plot 42, Madhapur Main Road', 'Hyderabad, Telangana 500081'],
  phoneDisplay: '+91 40 4567 8900',
  phoneHref: 'tel:+914045678900',
  email: 'care@gharseva.in',
} as const;
