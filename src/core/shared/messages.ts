import { BRAND_NAME } from './brand';

/**
 * Every text the customer reads that carries a rule or an outcome: SPEC §5 and §8 word for word
 * (spelling mended as DESIGN.md allows), the success and info messages, and the few texts of our
 * own where the spec is silent. Views and presenters take their words from here.
 */
export const messages = {
  // SPEC §8 errors
  sendOtpFailed: 'Failed to load services',
  verifyOtpFailed: 'Failed to load services',
  categoriesFailed: 'Failed to fetch data. Please try again.',
  nothingAvailable: 'Currently no services are available.',
  optionsFailed: 'Failed to load Subservices',
  servicesFailed: 'Failed to load services',
  cartEmptyWarning: 'Your cart is empty!',
  saveCartFailed: 'Error occurred. Please try again.',
  confirmInvalidResponse: 'Invalid response from server. Please try again.',
  confirmFailed: 'Failed to confirm booking. Please try again.',
  bookingDetailParseFailed: 'Error parsing booking data',
  bookingDetailFetchFailed: 'Error fetching booking details',
  cancelFailed: 'Failed to cancel booking. Please try again.',
  profileLoadFailed: 'Failed to load user data',
  createAccountFailed: 'Failed to create account',

  // SPEC §8 success and info
  otpSent: (mobile: string) => `OTP sent to +91 ${mobile}`,
  welcome: (name: string) => `Welcome, ${name}`,
  loggedOut: 'Logged Out successfully!',
  bookingConfirmed: (bookingId: number | string) => `Your BookingId is ${bookingId}`,
  bookingCancelled: 'Booking cancelled successfully',
  accountUpdated: 'Account updated successfully!',
  accountCreated: (firstName: string) => `Account created successfully! Welcome, ${firstName}`,
  fillDetails: 'Please fill details to continue',

  // SPEC §5 validation
  firstNameTooShort: 'Minimum of three characters is required.',
  lastNameTooShort: 'Minimum of one character is required.',
  addressTooShort: 'Minimum of ten characters is required.',
  passwordTooShort: 'Minimum of six characters is required.',
  passwordsDiffer: 'Passwords do not match',
  altContactSameAsContact: 'Alternate Contact number is same as Contact number.',
  // Our own, where SPEC §5 gives a rule without a message.
  emailInvalid: 'Enter an e-mail address with an @.',
  cityRequired: 'Enter your city.',
  stateRequired: 'Enter your state.',
  passwordRequired: 'Enter a password.',
  altContactLength: 'Enter all 10 digits of the alternate number, or leave it empty.',
  mobileInvalid: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  otpIncomplete: 'Enter all 6 digits of the OTP.',

  // SPEC §2 screen texts
  heroTitle: `Welcome to ${BRAND_NAME}`,
  servicesHeadingFallback: 'Our Services',
  noOptions: 'No service options available for this service.',
  cartEmpty: 'Your cart is empty',
  noBookingsTitle: 'No services ordered yet',
  noBookingsBody: 'Start exploring our services to make your first booking!',
  noBookingDetailTitle: 'No booking details available',
  noBookingDetailBody: 'The requested booking information could not be found.',
  confirmBookingTitle: 'Confirm Booking',
  confirmBookingQuestion: 'Do you want to confirm your booking and proceed to payment?',
  cancelPrompt: (optionName: string) =>
    `Are you sure you want to cancel "${optionName}"? This action cannot be undone.`,
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  taxLabel: 'Tax (18% GST)',

  /** Each page's name, for its heading or the browser tab (`documentTitle`). */
  titles: {
    home: `${BRAND_NAME} · Home repairs in Hyderabad`,
    services: 'Our Services',
    cart: 'Your cart',
    myBookings: 'My Bookings',
    bookingDetail: 'Booking details',
    profile: 'My Profile',
    about: `About ${BRAND_NAME}`,
    features: `Why choose ${BRAND_NAME}`,
    team: 'Our Team',
    testimonials: 'Testimonials',
    contact: 'Contact Us',
    quote: 'Get a Quote',
    notFound: 'Page not found',
  },
  /** The browser tab's title: the page, then the brand (once). */
  documentTitle: (page: string) => (page.includes(BRAND_NAME) ? page : `${page} · ${BRAND_NAME}`),

  // Navigation and shell labels.
  nav: {
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
    accountMenu: 'Account menu',
    myProfile: 'My Profile',
    myBookings: 'My Bookings',
    logout: 'Logout',
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
  cartLabel: (units: number) =>
    units > 0 ? `Cart, ${units} ${units === 1 ? 'item' : 'items'}` : 'Cart, empty',
  footer: {
    contactHeading: 'Get in touch',
    servicesHeading: 'Services',
    quickLinksHeading: 'Quick links',
    copyright: (year: number) => `© ${year} ${BRAND_NAME}. Home repairs you can trust.`,
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
        title: 'We call, then we come',
        text: 'Our team calls you to agree a time, and a checked technician does the work.',
      },
    ],
  },
  /** The about page's counters: what the catalogue offers today. */
  figures: {
    kinds: 'Kinds of home repair',
    services: 'Services you can book',
    options: 'Options to choose from',
    source: 'Counted from the services you can book on this site today.',
    counting: 'Counting the services on offer…',
    unavailable: 'The figures cannot be counted right now.',
  },
  catalog: {
    /** On a category or service with nothing to book yet. */
    comingSoon: 'Coming soon',
  },
  services: {
    listLabel: 'Services',
    dialogLoading: 'Service options',
    bookNow: 'Book Now',
    addedToCart: 'Added to Cart',
    viewDetails: 'View Details',
    hideDetails: 'Hide Details',
    priceWithGst: (amount: string) => `${amount} with GST`,
    priceBreakdown: (price: string, tax: string, total: string) =>
      `${price} + ${tax} GST (18%) = ${total} per visit`,
    noDescription: 'No further details for this option.',
    noPrice: 'Price on inspection',
    continueShopping: 'Continue Shopping',
    close: 'Close',
    proceedToCheckout: (count: number) => `Proceed to Checkout (${count})`,
    closeDialog: 'Close dialog',
    /** What a screen reader hears after Book Now: "Gas refill added. Cart, 2 items". */
    added: (option: string, units: number) =>
      `${option} added. Cart, ${units} ${units === 1 ? 'item' : 'items'}`,
  },
  login: {
    title: 'Log in or sign up',
    phoneLabel: 'Mobile number',
    phoneHint: 'We will text you a 6-digit OTP.',
    continue: 'Continue',
    codeTitle: 'Enter the OTP',
    codeLabel: (box: number) => `Digit ${box} of 6`,
    codeGroupLabel: 'OTP',
    validate: 'Validate',
    resend: 'Resend OTP',
    changeNumber: 'Change number',
    demoCode: (code: string) => `Demo mode: the OTP is ${code}.`,
  },
  cart: {
    title: 'Your cart',
    headline: (units: number, total: string) =>
      `${units} ${units === 1 ? 'item' : 'items'} · ${total}`,
    subtotal: 'Subtotal',
    total: 'Total',
    clear: 'Clear Cart',
    checkout: 'Proceed to Checkout',
    continueShopping: 'Continue Shopping',
    unitPrice: (amount: string) => `${amount} each`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    increase: (name: string) => `Add one more ${name}`,
    decrease: (name: string) => `Remove one ${name}`,
    remove: (name: string) => `Remove ${name} from the cart`,
    removeLabel: 'Remove',
    summary: 'Order summary',
    totalAmount: 'Total Amount',
    cancel: 'Cancel',
    payNow: (amount: string) => `Pay Now (${amount})`,
    lineSummary: (quantity: number, name: string) => `${quantity} × ${name}`,
    lineRemoved: (name: string) => `${name} removed from your cart.`,
    cleared: 'Your cart was cleared.',
    undo: 'Undo',
    /** The phone's cart bar: the way to the cart. */
    view: 'View cart',
    undoClear: 'Put the items back',
    /** What a screen reader hears after +, −, remove or Clear Cart: "Cart, 3 items. Total ₹1,180.00". */
    changed: (units: number, total: string) =>
      units > 0
        ? `Cart, ${units} ${units === 1 ? 'item' : 'items'}. Total ${total}`
        : 'Cart, empty',
  },
  /** The confirm dialog's where and who (our own: the spec's dialog does not say). */
  confirm: {
    visitHeading: 'Visit at',
    contactHeading: 'We will call',
    change: 'Change',
    changeLabel: 'Change the address or the contact number',
    noAddress: 'No address yet: add one before you book.',
    visitUnavailable: 'We could not load your address. You can check it in My Profile.',
    loading: 'Loading your address',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  },

  bookings: {
    title: 'My Bookings',
    bookingCode: (code: string) => `Booking Code: ${code}`,
    created: (date: string) => `Created: ${date}`,
    booked: (date: string) => `Booked: ${date}`,
    viewDetails: 'View Details',
    bookAgain: 'Book again',
    continueShopping: 'Continue Shopping',
    referenceCode: (code: string) => `Reference Code: ${code}`,
    quantity: (quantity: number) => `${quantity} ×`,
    unitPrice: 'Unit Price',
    total: 'Total',
    cancelOrder: 'Cancel Order',
    cancelTitle: 'Cancel this order?',
    keepOrder: 'No, keep it',
    confirmCancel: 'Yes, cancel',
    backToBookings: 'Back to My Bookings',
    addToCalendar: 'Add to calendar',
    calendarFileName: (code: string) => `gharseva-${code.replace(/[^A-Za-z0-9-]/g, '')}.ics`,
    statusLabel: (name: string) => `Status: ${name}`,
    detailTitle: 'Booking details',
    createdLabel: 'Created',
    itemsLabel: (code: string) => `Services in booking ${code}`,
    workOrdersLabel: 'Services in this booking',
    /** The greeting on My Bookings right after Pay Now. */
    greetingTitle: 'Booking confirmed',
    greetingId: (bookingId: number) => `Booking ID ${bookingId}`,
    greetingAmount: 'Amount with GST',
    whatNextHeading: 'What happens next',
    whatNext: (contact: string) =>
      contact
        ? `Our team assigns a technician and calls you on ${contact} to agree a time for the visit. Follow each service here; you can cancel it until work begins.`
        : 'Our team assigns a technician and calls you to agree a time for the visit. Follow each service here; you can cancel it until work begins.',
    dismissGreeting: 'Got it',
    newBooking: 'New',
  },
  /** SPEC §4: each work order status by name, and why one cannot be cancelled online. */
  status: {
    names: {
      'not-assigned': 'Not Assigned',
      assigned: 'Assigned',
      'in-progress': 'In Progress',
      'on-hold': 'On Hold',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      unknown: 'Status unavailable',
    },
    whyNotCancellable: {
      'in-progress': 'A technician is already working on this.',
      'on-hold': 'This order is on hold. Call us to change it.',
      completed: 'This service has been completed.',
      rejected: 'This order was rejected, so there is nothing to cancel.',
      cancelled: 'This order is already cancelled.',
      unknown: 'This order cannot be cancelled online. Call us for help.',
    },
  },
  guard: {
    title: 'Log in to see this page',
    body: 'Your bookings and profile are private. Log in with your mobile number to continue.',
  },
  bookAgainDone: (added: number, missing: readonly string[]) =>
    `${added === 1 ? 'One service is' : `${added} services are`} back in your cart.` +
    (missing.length > 0 ? ` No longer offered: ${missing.join(', ')}.` : ''),
  bookAgainUnavailable: (missing: readonly string[]) =>
    `These services are no longer offered: ${missing.join(', ')}.`,
  bookAgainFailed: 'Could not put this booking back in your cart. Please try again.',

  profile: {
    createTitle: 'Create Account',
    editTitle: 'Edit Profile',
    createSubmit: 'Create Account',
    editSubmit: 'Save Changes',
    contactNumber: 'Contact number',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    address: 'Address',
    city: 'City',
    state: 'State',
    password: 'Password',
    confirmPassword: 'Confirm password',
    altContact: 'Alternate contact (optional)',
    altContactHint: 'Another number we can call, ten digits.',
    contactNumberHint: 'The number you log in with. It cannot be changed here.',
    passwordHint: 'At least six characters.',
    createIntro:
      'One last step: tell us who you are and where our technician should come. We use these details for every visit, and you can change them later in My Profile.',
    checkoutIntro: 'Change what you need and save: we take you straight back to your booking.',
  },
  contact: {
    nameRequired: 'Enter your name.',
    subjectRequired: 'Enter a subject.',
    messageTooShort: 'Write at least ten characters so we can help.',
    serviceRequired: 'Choose the service you need.',
    areaRequired: 'Enter your area or locality.',
    detailsTooShort: 'Describe the job in at least ten characters.',
    mailOpened: 'Your mail app should open with the message ready to send.',
  },

  // Our own: failures the spec does not name.
  updateAccountFailed: 'Failed to update your profile. Please try again.',
  storedCartDiscarded: 'Your saved cart could not be read, so it was emptied.',
  storedSessionDiscarded: 'Your saved login could not be read. Please log in again.',
  storageFull: 'This browser is out of storage space: your cart will not survive a reload.',
  screenFailed: 'Something went wrong on this page.',
  screenFailedBody: 'Nothing you chose has been lost. Try again, or go back to the home page.',
} as const;

export type Messages = typeof messages;
