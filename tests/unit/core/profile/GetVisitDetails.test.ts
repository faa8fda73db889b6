import { describe, expect, it } from 'vitest';
import { GetVisitDetails } from '../../../../src/core/profile/GetVisitDetails';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { profileDouble } from '../support/gatewayDoubles';

const priya = {
  mobile: '9876543210',
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  address: 'Flat 302, Lotus Residency, Banjara Hills',
  altContact: '',
};

describe('GetVisitDetails', () => {
  it("gives the customer's name, address in Hyderabad and numbers from the profile", async () => {
    const profiles = profileDouble(priya);

    const result = await new GetVisitDetails(new InMemorySessionStore(101), profiles).execute();

    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Priya Sharma',
        address: 'Flat 302, Lotus Residency, Banjara Hills',
        area: 'Hyderabad, Telangana',
        mobile: '9876543210',
        altContact: '',
        email: 'priya@example.in',
      },
    });
  });

  it('gives an address in parts on one line, and the state after the city and pincode it ends with', async () => {
    const profiles = profileDouble({
      ...priya,
      address: 'Flat 302, Lotus Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034',
    });

    const result = await new GetVisitDetails(new InMemorySessionStore(101), profiles).execute();

    expect(result.ok && [result.value.address, result.value.area]).toEqual([
      'Flat 302, Lotus Residency, Road No. 12, Banjara Hills, Hyderabad 500034',
      'Telangana',
    ]);
  });

  it('refuses a visitor who is not logged in', async () => {
    const result = await new GetVisitDetails(
      new InMemorySessionStore(0),
      profileDouble(priya),
    ).execute();

    expect(result.ok).toBe(false);
  });
});
