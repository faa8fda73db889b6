import { expect } from '@playwright/test';
import { PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, seedDevice } from '../support/device';
import { expectFontInUse, test } from '../support/fonts';
import { confirmDialogReady, visitWindows } from '../support/visits';

test('on a 320 px phone every visit window keeps its hours and its tag inside its chip', async ({
  page,
  fontSet,
}) => {
  await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/cart');
  await page
    .getByRole('complementary', { name: 'Order summary' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  const confirm = await confirmDialogReady(page);
  await expectFontInUse(page, fontSet);

  // Each window's radio sits in its chip (the label); what the chip shows must stay within it.
  const outside = await visitWindows(confirm).evaluateAll((radios) =>
    radios.flatMap((radio) => {
      const chip = radio.closest('label');
      if (!chip) return ['a window without its chip'];
      const box = chip.getBoundingClientRect();
      return [...chip.querySelectorAll('span')]
        .filter((part) => {
          const inner = part.getBoundingClientRect();
          return inner.left < box.left + 1 || inner.right > box.right - 1;
        })
        .map((part) => `"${part.textContent}" of "${chip.textContent}"`);
    }),
  );
  expect(outside).toEqual([]);
});
