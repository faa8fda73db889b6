import { DEFAULT_CITY } from './Profile';

/**
 * The customer's address as the form asks for it, and as SPEC §7's one Address text carries it.
 *
 * The text is written as a postal label, one part a line, each line but the last ending in a
 * comma:
 *
 *     Flat 302, Sri Sai Residency,
 *     Road No. 12, Banjara Hills,
 *     near KBR Park,
 *     Hyderabad 500034
 *
 * A technician's phone or a receipt that keeps the lines shows the label; one that runs them
 * together reads "Flat 302, Sri Sai Residency, Road No. 12, Banjara Hills, near KBR Park,
 * Hyderabad 500034". The line breaks are what let the parts come back whole, since a part may
 * itself hold commas ("Flat 302, Sri Sai Residency"). The landmark's line is left out when there
 * is none.
 */
export interface AddressParts {
  /** Flat or house number, and the building: "Flat 302, Sri Sai Residency". */
  readonly house: string;
  /** "Road No. 12, Banjara Hills". */
  readonly street: string;
  /** Optional: "near KBR Park". */
  readonly landmark: string;
  /** Six digits, the first not 0. */
  readonly pincode: string;
  readonly city: string;
}

export const PINCODE_LENGTH = 6;

const LINE_END = ',\n';
const CITY_AND_PINCODE = /^(\S(?:.*\S)?)\s+([1-9]\d{5})$/;

/** India Post's pincode: six digits, the first of them not 0. */
export function isPincode(text: string): boolean {
  return /^[1-9]\d{5}$/.test(text);
}

/** What the pincode field keeps of what is typed or pasted: digits, six at most. */
export function pincodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

/** One part as it is written: one line, single spaces, no comma of its own at its end. */
function tidy(part: string): string {
  return part
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,]+$/, '');
}

/**
 * The Address text of complete parts (a house, a street, a city and a pincode). For such parts,
 * `parseAddress(composeAddress(parts))` gives them back, tidied.
 */
export function composeAddress(parts: AddressParts): string {
  return [parts.house, parts.street, parts.landmark, `${tidy(parts.city)} ${tidy(parts.pincode)}`]
    .map(tidy)
    .filter((line) => line !== '')
    .join(LINE_END);
}

/**
 * The parts of an Address text written as `composeAddress` writes it; undefined for any other
 * text (an address typed as one free text before the form had parts, or written by another app).
 */
export function parseAddress(text: string): AddressParts | undefined {
  const lines = text.replace(/\r\n?/g, '\n').trim().split(LINE_END);
  if (lines.length < 3 || lines.length > 4) return undefined;
  if (lines.some((line) => line.includes('\n') || line.trim() === '')) return undefined;
  const last = CITY_AND_PINCODE.exec(lines[lines.length - 1]!.trim());
  if (!last) return undefined;
  const [house = '', street = '', landmark = ''] = lines.slice(0, -1).map((line) => line.trim());
  return { house, street, landmark, city: last[1]!, pincode: last[2]! };
}

/**
 * The parts the form starts from: the text's own, or, for a text that cannot be read as parts,
 * all of it (on one line) as the first part, in our city, for the customer to sort out.
 */
export function addressFormParts(text: string): AddressParts {
  return (
    parseAddress(text) ?? {
      house: addressOnOneLine(text),
      street: '',
      landmark: '',
      pincode: '',
      city: DEFAULT_CITY,
    }
  );
}

/** Any Address text on one line, for a dialog or a receipt: its lines joined by commas. */
export function addressOnOneLine(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .reduce(
      (joined, line) =>
        joined === '' ? line : `${joined}${joined.endsWith(',') ? ' ' : ', '}${line}`,
      '',
    );
}

/** True when both hold the same parts, as each would be written. */
export function sameAddressParts(a: AddressParts, b: AddressParts): boolean {
  return (['house', 'street', 'landmark', 'pincode', 'city'] as const).every(
    (key) => tidy(a[key]) === tidy(b[key]),
  );
}
