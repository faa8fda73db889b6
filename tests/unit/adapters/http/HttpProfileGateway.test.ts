import { describe, expect, it } from 'vitest';
import { HttpProfileGateway } from '../../../../src/adapters/http/HttpProfileGateway';
import type { ProfileSubmission } from '../../../../src/core/profile/ProfileGateway';
import { ScriptedServer } from './ScriptedServer';
import { clientOn, listAnswer } from './testClient';

const ashaRow = {
  Contact_Number: 9876543210,
  First_Name: 'Asha',
  Last_Name: 'Rao',
  Email: 'asha@example.in',
  Password: 'never-read',
  Address: '12 Jubilee Hills, Hyderabad',
  AltContactNumber: '9123456780',
};

const submission: ProfileSubmission = {
  userId: 101,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  password: 'secret1',
  address: '12 Jubilee Hills, Hyderabad',
  altContact: '',
};

function gatewayOn(server: ScriptedServer): HttpProfileGateway {
  return new HttpProfileGateway(clientOn(server));
}

describe('HttpProfileGateway', () => {
  describe('load', () => {
    it('reads the one-element list and never the password', async () => {
      const server = ScriptedServer.always(listAnswer([ashaRow], true));
      const result = await gatewayOn(server).load(101);
      expect(result).toEqual({
        ok: true,
        value: {
          mobile: '9876543210',
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.in',
          address: '12 Jubilee Hills, Hyderabad',
          altContact: '9123456780',
        },
      });
      expect(JSON.stringify(result)).not.toContain('never-read');
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: 'https://api.test/api/Authentication/userDetails/101',
        json: {},
      });
    });

    it("maps a new user's n_a fields and alternate contact '0' to empty text", async () => {
      const newUser = {
        Contact_Number: 9876543210,
        First_Name: 'n_a',
        Last_Name: 'n_a',
        Email: 'n_a',
        Address: null,
        AltContactNumber: '0',
      };
      expect(await gatewayOn(ScriptedServer.always(listAnswer([newUser], true))).load(101)).toEqual(
        {
          ok: true,
          value: {
            mobile: '9876543210',
            firstName: '',
            lastName: '',
            email: '',
            address: '',
            altContact: '',
          },
        },
      );
    });

    it.each([0, null, undefined, 'n_a'])(
      'reads an alternate contact of %s as empty',
      async (alt) => {
        const result = await gatewayOn(
          ScriptedServer.always(listAnswer([{ ...ashaRow, AltContactNumber: alt }], true)),
        ).load(101);
        expect(result.ok && result.value.altContact).toBe('');
      },
    );

    it('reads a numeric alternate contact as its digits', async () => {
      const row = { ...ashaRow, AltContactNumber: 9123456780 };
      const result = await gatewayOn(ScriptedServer.always(listAnswer([row], true))).load(101);
      expect(result.ok && result.value.altContact).toBe('9123456780');
    });

    it.each([
      ['an empty list', listAnswer([], true)],
      [
        'a contact number sent as text',
        listAnswer([{ ...ashaRow, Contact_Number: '9876543210' }], true),
      ],
      ['a row without a first name', listAnswer([{ ...ashaRow, First_Name: undefined }], true)],
      [
        'an alternate contact that is a boolean',
        listAnswer([{ ...ashaRow, AltContactNumber: false }], true),
      ],
      ['data that is an object', { json: { status: true, data: JSON.stringify(ashaRow) } }],
    ])('answers malformed for %s', async (_case, answer) => {
      const result = await gatewayOn(ScriptedServer.always(answer)).load(101);
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });
  });

  describe('save', () => {
    it('sends the wire names, city and state 1 and an empty alternate contact as 0', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: 'Saved' } });
      expect(await gatewayOn(server).save(submission)).toEqual({ ok: true, value: undefined });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: 'https://api.test/api/Authentication/userSignUp',
      });
      expect(server.requests[0]?.json).toEqual({
        userId: 101,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        password: 'secret1',
        address: '12 Jubilee Hills, Hyderabad',
        cityId: 1,
        stateId: 1,
        altConatact: 0,
      });
    });

    it('sends a given alternate contact as a number', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: 'Saved' } });
      await gatewayOn(server).save({ ...submission, altContact: '9123456780' });
      expect(server.requests[0]?.json).toMatchObject({ altConatact: 9123456780 });
    });

    it('passes a refusal on with its text', async () => {
      const server = ScriptedServer.always({
        json: { status: false, data: 'Email already registered' },
      });
      expect(await gatewayOn(server).save(submission)).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: 'Email already registered' },
      });
    });

    it('answers malformed when the answer has no status', async () => {
      const server = ScriptedServer.always({ json: { data: 'Saved' } });
      expect(await gatewayOn(server).save(submission)).toMatchObject({
        ok: false,
        error: { kind: 'malformed' },
      });
    });
  });
});
