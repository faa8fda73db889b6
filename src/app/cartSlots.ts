/**
 * The places in the cart page's build-time drawing that the cart's first-paint script fills from
 * the cart the device stores (scripts/vite/cartFirstPaintScript.ts): characters of Unicode's
 * private use area, which no message and no catalogue writes.
 */
export const CART_SLOTS = {
  optionName: '\uE001',
  serviceName: '\uE002',
  description: '\uE003',
  unitPrice: '\uE004',
  quantity: '\uE005',
  lineTotal: '\uE006',
  /** "Remove one Tap repair", or at quantity 1 "Remove Tap repair from the cart". */
  decreaseLabel: '\uE007',
  /** "3 items · ₹1,180.00", in the plural form of the count. */
  headline: '\uE008',
  subtotal: '\uE009',
  tax: '\uE00A',
  total: '\uE00B',
  /** The count of units inside the headline. */
  units: '\uE00C',
} as const;

/** Any of the slots, as the script finds them. */
export const CART_SLOT_PATTERN = '[\\uE001-\\uE00C]';
