import { BRAND_NAME } from './brand';
import { spoken, template } from './language';

/**
 * Every text the customer reads that carries a rule or an outcome: SPEC §5 and §8 word for word
 * (spelling mended as DESIGN.md allows), the success and info messages, and the few texts of our
 * own where the spec is silent. Views and presenters take their words from `messages`, which says
 * each in the customer's language (language.ts); this is the English source, and each text's path
 * is its id in the catalogues (src/locales).
 */
export const englishMessages = {
  // SPEC §8 errors (logging in and out says its own: auth/authOutcomes.ts)
  categoriesFailed: 'Failed to fetch data. Please try again.',
  nothingAvailable: 'Currently no services are available.',
  optionsFailed: 'Failed to load Subservices',
  servicesFailed: 'Failed to load services',
  cartEmptyWarning: 'Your cart is empty!',
  saveCartFailed: 'Error occurred. Please try again.',
  mobileInvalid: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',

  /** Also the reason an alternate number from the server is refused (profileWire). */
  altContactLength: 'Enter all 10 digits of the alternate number, or leave it empty.',

  // SPEC §2 screen texts
  heroTitle: `Welcome to ${BRAND_NAME}`,
  servicesHeadingFallback: 'Our Services',

  /** Each page's name, for its heading or the browser tab (`documentTitle`). */
  titles: {
    home: `${BRAND_NAME} · Home repairs in Hyderabad`,
    services: 'Our Services',
    cart: 'Your cart',
    myBookings: 'My Bookings',
    bookingDetail: 'Booking details',
    receipt: 'Booking receipt',
    profile: 'My Profile',
    about: `About ${BRAND_NAME}`,
    features: `Why choose ${BRAND_NAME}`,
    team: 'Our Team',
    testimonials: 'Testimonials',
    contact: 'Contact Us',
    quote: 'Get a Quote',
    notFound: 'Page not found',
  },
  /** The browser tab's title of a page whose name lacks the brand (see `documentTitle`). */
  pageTitle: template(`{page} · ${BRAND_NAME}`, (page: string) => ({ page })),

  /** The language switch: its name in the language spoken; each language is named in its own script. */
  language: {
    label: 'Language',
    loadFailed: 'This language could not be loaded. Check your connection and try again.',
  },
  // Navigation and shell labels.
  nav: {
    /** The main navigation's name. */
    main: 'Main',
    home: 'Home',
    about: 'About Us',
    services: 'Our Services',
    pages: 'Pages',
    features: 'Features',
    team: 'Our Team',
    testimonials: 'Testimonials',
    contact: 'Contact Us',
    quote: 'Get a Quote',
    menu: 'Menu',
    cart: 'Cart',
    logIn: 'Log in',
    backToTop: 'Back to top',
    demoTag: 'Demo',
    demoHint: 'Offline demo: nothing is really booked',
    social: `${BRAND_NAME} on social media`,
    skipToContent: 'Skip to main content',
    /** The name of the polite live region that announces status changes. */
    statusUpdates: 'Status updates',
    loading: 'Loading',
    tryAgain: 'Try again',
    goHome: 'Go to the home page',
  },
  cartLabel: template(
    '{units, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
    (units: number) => ({ units }),
  ),
  /** The six service categories of SPEC §1 as our own pages name them (the footer, the forms). */
  categories: [
    'Air Conditioning & Heating',
    'Electrical',
    'Electronics',
    'Appliances',
    'Carpentry',
    'Plumbing',
  ],
  footer: {
    contactHeading: 'Get in touch',
    servicesHeading: 'Services',
    quickLinksHeading: 'Quick links',
    copyright: template(`© {year} ${BRAND_NAME}. Home repairs you can trust.`, (year: number) => ({
      year: String(year),
    })),
  },
  home: {
    lead: 'Certified technicians at your door for AC, electrical, appliance, carpentry and plumbing work across Hyderabad. Clear prices before you book.',
    categoriesHeading: 'What do you need fixed?',
    stepsHeading: 'How booking works',
    steps: [
      {
        title: 'Choose the job',
        text: 'Pick a service and see its price, with 18% GST shown, before it goes in your cart.',
      },
      {
        title: 'Confirm with an OTP',
        text: 'Log in with your +91 mobile number and the 6-digit OTP we text you, then confirm.',
      },
      {
        title: 'We agree a time, then come',
        text: 'Choose a visit time, or our team calls you to agree one. A checked technician does the work.',
      },
    ],
  },
  search: {
    /** The field's name, for everyone. */
    label: 'Search services',
    placeholder: 'AC, geyser, tap, fan, RO…',
    /** The navbar's search icon. */
    open: 'Search',
    close: 'Close search',
  },
  catalog: {
    /** On a category or service with nothing to book yet. */
    comingSoon: 'Coming soon',
  },
  services: {
    listLabel: 'Services',
    priceWithGst: template('{amount} with GST', (amount: string) => ({ amount })),
    close: 'Close',
    closeDialog: 'Close dialog',
  },
  cart: {
    headline: template(
      '{units, plural, one {# item} other {# items}} · {total}',
      (units: number, total: string) => ({ units, total }),
    ),
    /** The phone's cart bar: the way to the cart. */
    view: 'View cart',
  },

  guard: {
    title: 'Log in to see this page',
    body: 'Your bookings and profile are private. Log in with your mobile number to continue.',
  },
  companyHours: 'Open every day, 7 AM to 10 PM; emergency repairs 24/7',

  storedCartDiscarded: 'Your saved cart could not be read, so it was emptied.',
  storedSessionDiscarded: 'Your saved login could not be read. Please log in again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  storageFull: 'This browser is out of storage space: your cart will not survive a reload.',
  screenFailed: 'Something went wrong on this page.',
  screenFailedBody: 'Nothing you chose has been lost. Try again, or go back to the home page.',
  appFailed: 'Something went wrong.',
  appFailedBody: 'Nothing you chose has been lost. Reload the page to carry on.',
  reload: 'Reload',
  screenOffline: 'You are offline',
  screenOfflineBody:
    'This page needs the internet to open the first time. Nothing you chose has been lost: it opens by itself when your phone is back online.',
} as const;

export const messages = spoken('', englishMessages);

/** The browser tab's title: the page, then the brand (once). */
export function documentTitle(page: string): string {
  return page.includes(BRAND_NAME) ? page : messages.pageTitle(page);
}
