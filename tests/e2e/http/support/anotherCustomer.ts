import { expect, type APIRequestContext } from '@playwright/test';
import { ownCode, providerOrigin } from './provider';

/**
 * Arjun, the seed's other customer, using the API directly while the customer under test uses
 * the app: he logs in (the provider keeps sessions, and sends random codes) and books the same
 * visit window until every place of it is taken, as another customer would. Against the secure
 * provider offering every extension (`sessionProvider`).
 */

const ARJUN = { mobile: 9988776655, userId: 102 } as const;
const KEY = { 'x-api-key': 'demo-api-key' } as const;

interface WireWindow {
  readonly Slot_Start: string;
  readonly Slot_End: string;
  readonly Slot_Full: boolean;
}

async function arjunsSession(request: APIRequestContext, api: string) {
  await request.post(`${api}Authentication/login`, {
    headers: KEY,
    data: { Contact_Number: ARJUN.mobile, Device_Type: 'web' },
  });
  const code = await ownCode(request, String(ARJUN.mobile));
  const verified = await request.post(`${api}Authentication/verifyOtp`, {
    headers: KEY,
    data: { Contact_Number: ARJUN.mobile, Otp: Number(code) },
  });
  const { token } = (await verified.json()) as { token: string };
  return { ...KEY, Authorization: `Bearer ${token}` };
}

/**
 * Takes every place left in the first window free (the one the app's strip offers first), and
 * gives it as the wire writes it.
 */
export async function takeFirstFreeWindow(request: APIRequestContext): Promise<WireWindow> {
  const api = `${providerOrigin('sessionProvider')}/api/`;
  const headers = await arjunsSession(request, api);
  const listed = await request.post(`${api}Services/visitSlots`, {
    headers,
    data: { user_Id: ARJUN.userId },
  });
  const slots = JSON.parse(((await listed.json()) as { data: string }).data) as WireWindow[];
  const free = slots.find((slot) => !slot.Slot_Full);
  if (!free) throw new Error('the provider has no window free');
  for (let booked = 0; booked <= 3; booked += 1) {
    await request.post(`${api}Services/save-cart`, {
      headers,
      data: {
        user_Id: ARJUN.userId,
        createdBy: ARJUN.userId,
        cartItems: [{ service_Option_Id: 111, quantity: 1, UnitPrice: 599 }],
      },
    });
    const answer = await request.post(`${api}Services/book-service`, {
      headers,
      data: { user_Id: ARJUN.userId, Slot_Start: free.Slot_Start, Slot_End: free.Slot_End },
    });
    if (((await answer.json()) as { Slot_Full?: boolean }).Slot_Full === true) return free;
  }
  expect(false, `the window ${free.Slot_Start} never filled`).toBe(true);
  return free;
}

/** The back office sends a technician to a work order now (`/_test/assign-technician`). */
export async function assignTechnician(
  request: APIRequestContext,
  workOrderId: number,
): Promise<void> {
  const answer = await request.post(
    `${providerOrigin('sessionProvider')}/_test/assign-technician`,
    { data: { workOrderId } },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
}
