import { describe, expect, it } from 'vitest';
import { decodeStrict } from '../../../../src/adapters/http/envelope';
import {
  profileFromWire,
  profileRow,
  savedOrRefused,
  signUpBody,
} from '../../../../src/adapters/http/profileWire';
import type { ProfileSubmission } from '../../../../src/core/profile/ProfileGateway';
import { rejected } from '../../../../src/core/shared/GatewayFailure';
import { messages } from '../../../../src/core/shared/messages';

const ashaRow = {
  Contact_Number: 9876543210,
  First_Name: 'Asha',
  Last_Name: 'Rao',
  Email: 'asha@example.in',
  Password: 'never-read',
  Address: '12 Jubilee Hills, Hyderabad',
  AltContactNumber: '9123456780',
};

function profileOf(row: object) {
  const decoded = decodeStrict(profileRow, row);
  if (!decoded.ok) throw new Error(`expected a profile row, got ${JSON.stringify(decoded.error)}`);
  return profileFromWire(decoded.value);
}

describe('profileFromWire', () => {
  it('never reads the password the row may carry', () => {
    expect(JSON.stringify(profileOf(ashaRow))).not.toContain('never-read');
  });

  it.each(['0', 0, null, undefined, 'n_a'])('reads an alternate contact of %j as none', (alt) => {
    expect(profileOf({ ...ashaRow, AltContactNumber: alt }).altContact).toBe('');
  });

  it('reads an alternate contact sent as a number as its digits', () => {
    expect(profileOf({ ...ashaRow, AltContactNumber: 9123456780 }).altContact).toBe('9123456780');
  });
});

describe('signUpBody', () => {
  const submission: ProfileSubmission = {
    userId: 101,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    password: 'secret1',
    address: '12 Jubilee Hills, Hyderabad',
    altContact: '',
  };

  it('sends no alternate contact as 0, with Hyderabad and Telangana as city and state 1', () => {
    expect(signUpBody(submission)).toEqual({
      ok: true,
      value: {
        userId: 101,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        password: 'secret1',
        address: '12 Jubilee Hills, Hyderabad',
        cityId: 1,
        stateId: 1,
        altConatact: 0,
      },
    });
  });

  it('refuses, with the validation message, an alternate contact that is not digits', () => {
    expect(signUpBody({ ...submission, altContact: '91234-56780' })).toEqual({
      ok: false,
      error: rejected(messages.altContactLength),
    });
  });
});

describe('savedOrRefused', () => {
  it('takes `status: true` as saved', () => {
    expect(savedOrRefused({ status: true, data: 'Saved' })).toEqual({ ok: true, value: undefined });
  });

  it('is malformed without a boolean status', () => {
    for (const body of [{}, { data: 'Saved' }, { status: 'true' }, [true], 'ok', null])
      expect(savedOrRefused(body)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});
