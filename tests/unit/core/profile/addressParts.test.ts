import { describe, expect, it } from 'vitest';
import {
  addressFormParts,
  addressOnOneLine,
  composeAddress,
  isPincode,
  parseAddress,
  pincodeInput,
  type AddressParts,
} from '../../../../src/core/profile/addressParts';

const priya: AddressParts = {
  house: 'Flat 302, Sri Sai Residency',
  street: 'Road No. 12, Banjara Hills',
  landmark: 'near KBR Park',
  pincode: '500034',
  city: 'Hyderabad',
};

const written =
  'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nnear KBR Park,\nHyderabad 500034';

describe('composeAddress', () => {
  it('writes one part a line, each line but the last ending in a comma, city and pincode last', () => {
    expect(composeAddress(priya)).toBe(written);
  });

  it('leaves out the landmark when there is none', () => {
    expect(composeAddress({ ...priya, landmark: '  ' })).toBe(
      'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034',
    );
  });

  it('writes each part on one line, with single spaces and no comma of its own at its end', () => {
    expect(composeAddress({ ...priya, house: ' Flat 302,\n  Sri Sai Residency, ' })).toBe(written);
  });
});

describe('parseAddress', () => {
  it('reads the parts of an address it wrote', () => {
    expect(parseAddress(written)).toEqual(priya);
  });

  it('reads an address without a landmark', () => {
    expect(parseAddress('Plot 7,\nRoad No. 2, Banjara Hills,\nHyderabad 500034')).toEqual({
      house: 'Plot 7',
      street: 'Road No. 2, Banjara Hills',
      landmark: '',
      pincode: '500034',
      city: 'Hyderabad',
    });
  });

  it('reads Windows line ends as the same lines', () => {
    expect(parseAddress(written.replace(/\n/g, '\r\n'))).toEqual(priya);
  });

  it('reads a city of several words before the pincode', () => {
    expect(parseAddress('H.No. 4-1-10,\nSainikpuri,\nSecunderabad Cantonment 500094')?.city).toBe(
      'Secunderabad Cantonment',
    );
  });

  it.each([
    ['one free text', 'Flat 302, Lotus Residency, Road No. 12, Banjara Hills'],
    ['lines without commas', 'Flat 302\nRoad No. 12\nHyderabad 500034'],
    ['no pincode on the last line', 'Flat 302,\nRoad No. 12,\nHyderabad'],
    ['a pincode starting with 0', 'Flat 302,\nRoad No. 12,\nHyderabad 050034'],
    ['an empty part', 'Flat 302,\n ,\nHyderabad 500034'],
    ['too many lines', 'A,\nB,\nC,\nD,\nHyderabad 500034'],
    ['nothing', ''],
  ])('reads no parts from %s', (_, text) => {
    expect(parseAddress(text)).toBeUndefined();
  });
});

describe('round trip', () => {
  it.each([
    ['with a landmark', priya],
    ['without a landmark', { ...priya, landmark: '' }],
    ['with commas in every part', { ...priya, landmark: 'opposite Ratnadeep, beside SBI' }],
  ])('gives back the parts it wrote, %s', (_, parts) => {
    expect(parseAddress(composeAddress(parts))).toEqual(parts);
  });

  it('writes back the text it read', () => {
    expect(composeAddress(parseAddress(written)!)).toBe(written);
  });
});

describe('addressFormParts', () => {
  it('puts a text it cannot read as parts all in the first part, on one line, in Hyderabad', () => {
    expect(addressFormParts('Flat 12\nSai Residency, Kondapur')).toEqual({
      house: 'Flat 12, Sai Residency, Kondapur',
      street: '',
      landmark: '',
      pincode: '',
      city: 'Hyderabad',
    });
  });

  it('reads an address written in parts into its parts', () => {
    expect(addressFormParts(written)).toEqual(priya);
  });
});

describe('addressOnOneLine', () => {
  it('joins the lines of an address in parts with the commas they end in', () => {
    expect(addressOnOneLine(written)).toBe(
      'Flat 302, Sri Sai Residency, Road No. 12, Banjara Hills, near KBR Park, Hyderabad 500034',
    );
  });

  it('joins the lines of a free text with commas', () => {
    expect(addressOnOneLine('Flat 12\n  Sai Residency\n\nKondapur ')).toBe(
      'Flat 12, Sai Residency, Kondapur',
    );
  });
});

describe('pincodes', () => {
  it('are six digits, the first not 0', () => {
    expect([
      isPincode('500034'),
      isPincode('050034'),
      isPincode('50003'),
      isPincode('5000345'),
    ]).toEqual([true, false, false, false]);
  });

  it('keep the digits typed or pasted, six at most', () => {
    expect(pincodeInput('500 034-12')).toBe('500034');
  });
});
