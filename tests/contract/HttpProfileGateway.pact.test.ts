import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpProfileGateway } from '../../src/adapters/http/HttpProfileGateway';
import {
  customerHasProfile,
  customerSavesProfile,
  newUserHasNoProfile,
  unknownUserSavesProfile,
} from './interactions/profileInteractions';
import { newPact, runScenario } from './pactSetup';

const pact = newPact();
const gateway = (client: ApiClient) => new HttpProfileGateway(client);

describe('HttpProfileGateway', () => {
  describe('load (Authentication/userDetails)', () => {
    it("reads a customer's profile", () =>
      runScenario(pact, customerHasProfile, gateway, async (profiles, { userId, mobile }) => {
        expect(await profiles.load(userId)).toEqual({
          ok: true,
          value: {
            mobile,
            firstName: 'Priya',
            lastName: 'Sharma',
            email: 'priya.sharma@example.com',
            address: 'Flat 302, Lotus Residency, Road No. 12, Banjara Hills',
            altContact: '9123456780',
          },
        });
      }));

    it("reads a new user's n_a fields and alternate contact '0' as empty", () =>
      runScenario(pact, newUserHasNoProfile, gateway, async (profiles, { userId, mobile }) => {
        expect(await profiles.load(userId)).toEqual({
          ok: true,
          value: { mobile, firstName: '', lastName: '', email: '', address: '', altContact: '' },
        });
      }));
  });

  describe('save (Authentication/userSignUp)', () => {
    it('saves a profile', () =>
      runScenario(pact, customerSavesProfile, gateway, async (profiles, { submission }) => {
        expect(await profiles.save(submission)).toEqual({ ok: true, value: undefined });
      }));

    it("passes the server's refusal on with its text", () =>
      runScenario(pact, unknownUserSavesProfile, gateway, async (profiles, { submission }) => {
        expect(await profiles.save(submission)).toEqual({
          ok: false,
          error: { kind: 'rejected', reason: 'User not found' },
        });
      }));
  });
});
