/** The one place that names the product. */
export const BRAND_NAME = 'GharSeva';
