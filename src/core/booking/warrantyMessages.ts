import { BRAND_NAME } from '../shared/brand';
import { spoken, template } from '../shared/language';

/** Claim warranty on a completed order (warranty.ts), and the message WhatsApp opens with. */
export const warrantyMessages = spoken('warranty', {
  claim: 'Claim warranty',
  /** Its Call and WhatsApp, named apart from the booking's help beside them. */
  call: template('Call {phone} to claim', (phone: string) => ({ phone })),
  whatsapp: 'Claim on WhatsApp',
  until: template(
    'Covered by our {days}-day service warranty until {date}.',
    (days: number, date: string) => ({ days, date }),
  ),
  covered: template('Covered by our {days}-day service warranty.', (days: number) => ({ days })),
  ended: template(
    'Our {days}-day service warranty on this ended on {date}.',
    (days: number, date: string) => ({ days, date }),
  ),
  /** Written for the customer in WhatsApp, to edit before sending. */
  message: template(
    `Hello ${BRAND_NAME}, I want to claim the warranty on {order} from my booking {code}.`,
    (code: string, order: string) => ({ code, order }),
  ),
} as const);
