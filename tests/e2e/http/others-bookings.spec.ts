import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from '../support/login';
import { providerOrigin, resetProvider } from './support/provider';

/**
 * Against a backend built to SPEC §7 alone (the spec-literal reference provider), which answers
 * any booking id to anyone: the app shows a booking only to the customer whose bookings list it.
 */

const KEY = { 'x-api-key': 'demo-api-key' } as const;
const ARJUN_USER_ID = 102;

/** Arjun books the foam-jet service through the API, as the spec's calls let him: its id. */
async function arjunsBooking(request: APIRequestContext): Promise<number> {
  const api = `${providerOrigin()}/api/`;
  const saved = await request.post(`${api}Services/save-cart`, {
    headers: KEY,
    data: {
      user_Id: ARJUN_USER_ID,
      createdBy: ARJUN_USER_ID,
      cartItems: [{ service_Option_Id: 111, quantity: 1, UnitPrice: 599 }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const booked = await request.post(`${api}Services/book-service`, {
    headers: KEY,
    data: { user_Id: ARJUN_USER_ID },
  });
  const { result } = (await booked.json()) as { result: { data: number } };
  return result.data;
}

test.beforeEach(async ({ request }) => {
  await resetProvider(request);
});

test("another customer's booking shows Priya the empty state, on the receipt and the detail alike", async ({
  page,
  request,
}) => {
  const bookingId = await arjunsBooking(request);
  await page.goto('/');
  await logIn(page);

  for (const address of [
    `/receipt?bookingId=${bookingId}`,
    `/my-bookings-info?bookingId=${bookingId}`,
  ]) {
    await page.goto(address);

    await expect(page.getByText('No booking details available')).toBeVisible();
    await expect(page.getByText('Foam-jet service')).toHaveCount(0);
    await expect(page.getByText(/Arjun/)).toHaveCount(0);
  }
});
