import { encodeCategoryId } from '../core/catalog/categoryIdCodec';

/** The id of the warranty's terms on the features page. */
export const WARRANTY_ANCHOR = 'warranty';

/**
 * The addresses of the app's pages (SPEC §2), for links and for the Navigator. The route table
 * (src/app/routes.ts) serves each of them; nothing else writes an address.
 */
export const links = {
  root: '/',
  home: '/home',
  categories: '/#categories',
  /** Home with the search open (the installed app's Search shortcut). */
  search: '/?search',
  services: '/service',
  cart: '/cart',
  myBookings: '/my-bookings',
  bookingDetail: '/my-bookings-info',
  profile: '/signup',
  about: '/about',
  features: '/feature',
  team: '/team',
  testimonials: '/testimonial',
  contact: '/contact',
  quote: '/quote',
  /** The services of one category: its id as base64 text (SPEC §2), `/service/Mw==` for 3. */
  servicesOf: (categoryId: number) => `/service/${encodeCategoryId(categoryId)}`,
  /**
   * A category's services with one service's options open, and one option in view if given:
   * `/service/Mw==?open=12&option=34`.
   */
  serviceOptionsOf: (categoryId: number, serviceId: number, optionId?: number) =>
    `/service/${encodeCategoryId(categoryId)}?open=${serviceId}` +
    (optionId === undefined ? '' : `&option=${optionId}`),
  /**
   * The policies and the Help page: one segment each, like every page of the app (the build
   * writes a page's HTML file, and hosts rewrite to it, by its first segment).
   */
  cancellationPolicy: '/cancellation-policy',
  termsOfService: '/terms',
  privacy: '/privacy',
  help: '/help',
  /** The terms of the 30-day service warranty, on the features page. */
  warrantyTerms: `/feature#${WARRANTY_ANCHOR}`,
  receipt: '/receipt',
  /** A booking's receipt, to print or keep as a PDF: `/receipt?bookingId=5001`. */
  receiptOf: (bookingId: number | string) => `/receipt?bookingId=${encodeURIComponent(bookingId)}`,
  /** One booking's detail: `/my-bookings-info?bookingId=5001`. */
  bookingDetailOf: (bookingId: number | string) =>
    `/my-bookings-info?bookingId=${encodeURIComponent(bookingId)}`,
} as const;
