import type { BookingRow, WorkOrder } from '../../../../src/core/booking/Booking';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import type { Category } from '../../../../src/core/catalog/Category';
import type { Service } from '../../../../src/core/catalog/Service';
import type { ServiceOption } from '../../../../src/core/catalog/ServiceOption';
import type { Profile } from '../../../../src/core/profile/Profile';
import type { ProfileFormValues } from '../../../../src/core/profile/profileForm';

/** Realistic sample values; each test overrides only what its behaviour is about. */

export const aCategory = (overrides: Partial<Category> = {}): Category => ({
  id: 6,
  name: 'Plumbing',
  description: 'Taps, pipes and drains',
  icon: '/icons/plumbing.svg',
  hasServices: true,
  ...overrides,
});

export const aService = (overrides: Partial<Service> = {}): Service => ({
  id: 61,
  name: 'Tap and mixer repair',
  description: 'Leaking taps fixed',
  icon: '/icons/tap.svg',
  categoryName: 'Plumbing',
  hasOptions: true,
  ...overrides,
});

export const anOption = (overrides: Partial<ServiceOption> = {}): ServiceOption => ({
  id: 611,
  serviceName: 'Tap and mixer repair',
  name: 'Tap replacement',
  description: 'Old tap removed, new tap fitted',
  price: 24900,
  icon: '/icons/tap-replacement.svg',
  ...overrides,
});

export const aCartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  optionId: 611,
  serviceName: 'Tap and mixer repair',
  optionName: 'Tap replacement',
  unitPrice: 24900,
  quantity: 1,
  ...overrides,
});

export const aBookingRow = (overrides: Partial<BookingRow> = {}): BookingRow => ({
  bookingId: 42,
  bookingCode: 'GS-0042',
  createdAt: new Date('2026-05-12T05:00:00Z'),
  serviceName: 'Tap and mixer repair',
  ...overrides,
});

export const aWorkOrder = (overrides: Partial<WorkOrder> = {}): WorkOrder => ({
  referenceCode: 'REF-0042',
  workOrderId: 9001,
  optionName: 'Tap replacement',
  quantity: 2,
  unitPrice: 24900,
  totalPrice: 49800,
  createdAt: new Date('2026-05-12T05:00:00Z'),
  statusId: 1,
  ...overrides,
});

export const CONTACT_NUMBER = '9876543210';

export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  mobile: CONTACT_NUMBER,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  address: '12 Banjara Hills Road',
  altContact: '',
  ...overrides,
});

export const aNewUsersProfile = (): Profile =>
  aProfile({ firstName: '', lastName: '', email: '', address: '', altContact: '' });

/** Values that pass every rule of both modes. */
export const validFormValues = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  house: 'Flat 302, Sri Sai Residency',
  street: 'Road No. 12, Banjara Hills',
  landmark: '',
  pincode: '500034',
  city: 'Hyderabad',
  state: 'Telangana',
  password: 'secret1',
  confirmPassword: 'secret1',
  altContact: '',
  ...overrides,
});
