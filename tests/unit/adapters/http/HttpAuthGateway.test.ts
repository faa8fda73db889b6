import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../../src/adapters/http/HttpAuthGateway';
import { messages } from '../../../../src/core/shared/messages';
import { ScriptedServer } from './ScriptedServer';
import { clientOn } from './testClient';

function gatewayOn(server: ScriptedServer): HttpAuthGateway {
  return new HttpAuthGateway(clientOn(server));
}

describe('HttpAuthGateway', () => {
  describe('sendOtp', () => {
    it('sends the number as a number with the web device type and reads the user id', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: '101' } });
      expect(await gatewayOn(server).sendOtp('9876543210')).toEqual({
        ok: true,
        value: { userId: 101 },
      });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: 'https://api.test/api/Authentication/login',
        json: { Contact_Number: 9876543210, Device_Type: 'web' },
      });
    });

    it('passes the server text of a refusal on', async () => {
      const server = ScriptedServer.always({
        json: { status: false, data: 'Too many attempts. Try after 10 minutes.' },
      });
      expect(await gatewayOn(server).sendOtp('9876543210')).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: 'Too many attempts. Try after 10 minutes.' },
      });
    });

    it('reads a refusal without a reason as malformed, so the caller shows its own message', async () => {
      const server = ScriptedServer.always({ json: { status: false, data: '' } });
      expect(await gatewayOn(server).sendOtp('9876543210')).toMatchObject({
        ok: false,
        error: { kind: 'malformed' },
      });
    });

    it.each([
      ['a user id that is not JSON text', { status: true, data: 'abc' }],
      ['a user id of 0', { status: true, data: '0' }],
      ['a fractional user id', { status: true, data: '10.5' }],
      ['a user id quoted twice', { status: true, data: '"101"' }],
      ['a user id too large to hold exactly', { status: true, data: '9007199254740993' }],
      ['a user id as a bare number', { status: true, data: 101 }],
      ['no status', { data: '101' }],
      ['status as text', { status: 'true', data: '101' }],
    ])('answers malformed for %s', async (_case, body) => {
      const result = await gatewayOn(ScriptedServer.always({ json: body })).sendOtp('9876543210');
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    });

    it('refuses a number that is not ten digits without sending anything', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: '101' } });
      expect(await gatewayOn(server).sendOtp('98765')).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: messages.mobileInvalid },
      });
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('verifyOtp', () => {
    it('sends number and code as numbers and welcomes a customer by name', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: 'Asha' } });
      expect(await gatewayOn(server).verifyOtp('9876543210', '123456')).toEqual({
        ok: true,
        value: { kind: 'registered', name: 'Asha' },
      });
      expect(server.requests[0]).toMatchObject({
        url: 'https://api.test/api/Authentication/verifyOtp',
        json: { Contact_Number: 9876543210, Otp: 123456 },
      });
    });

    it('reads n_a as a new user without a profile', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: 'n_a' } });
      expect(await gatewayOn(server).verifyOtp('9876543210', '123456')).toEqual({
        ok: true,
        value: { kind: 'new' },
      });
    });

    it('passes a wrong-code refusal on with its text', async () => {
      const server = ScriptedServer.always({ json: { status: false, data: 'Invalid OTP' } });
      expect(await gatewayOn(server).verifyOtp('9876543210', '000000')).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: 'Invalid OTP' },
      });
    });

    it('sends a code with a leading zero as the number the wire can carry', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: 'Asha' } });
      await gatewayOn(server).verifyOtp('9876543210', '012345');
      expect(server.requests[0]?.json).toEqual({ Contact_Number: 9876543210, Otp: 12345 });
    });

    it('refuses an incomplete code without sending anything', async () => {
      const server = ScriptedServer.always({ json: { status: true, data: 'Asha' } });
      expect(await gatewayOn(server).verifyOtp('9876543210', '12a456')).toEqual({
        ok: false,
        error: { kind: 'rejected', reason: messages.otpIncomplete },
      });
      expect(server.requests).toHaveLength(0);
    });
  });
});
