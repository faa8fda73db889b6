import { expect } from '@playwright/test';
import { expectFontInUse, test } from '../support/fonts';
import { demoAtConfirm, visitWindows } from '../support/visits';

test('on a 320 px phone every visit window keeps its hours and its tag inside its chip', async ({
  page,
  fontSet,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const confirm = await demoAtConfirm(page);
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
