import { expect, type Locator } from '@playwright/test';
import { PRIYA_USER_ID } from '../support/demo';
import { seedDevice } from '../support/device';
import { expectFontInUse, test } from '../support/fonts';
import { translation } from '../support/languages';
import { demoAtConfirm, visitWindows } from '../support/visits';
import { LANGUAGES } from '../../../src/core/shared/language';

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

/** How many lines the hours of a visit ("10 am – 12 pm", "12–2 pm", at its end) are drawn on. */
function linesOfTheHours(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const words = element.firstChild;
    if (!(words instanceof Text)) throw new Error(`"${element.textContent}" is not one text`);
    const hours = document.createRange();
    hours.setStart(words, words.data.search(/\d+[^\d–]*–.*$/u));
    hours.setEnd(words, words.data.length);
    return new Set([...hours.getClientRects()].map((line) => Math.round(line.top))).size;
  });
}

for (const language of LANGUAGES) {
  test(`in ${language}, on a 320 px phone a visit's hours stay on one line, on the booking and in Change time`, async ({
    page,
    fontSet,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await seedDevice(page, { userId: PRIYA_USER_ID, language });
    await page.goto('/my-bookings-info?bookingId=5004');
    const visit = page.locator('.visit-summary__window').first();
    await expect(visit).toBeVisible();
    await expectFontInUse(page, fontSet);
    expect(await linesOfTheHours(visit)).toBe(1);

    await page
      .getByRole('button', { name: translation(language, 'visit.change.button') })
      .first()
      .click();
    const booked = page.getByRole('dialog').locator('.change-time-dialog__current');
    await expect(booked).toBeVisible();
    expect(await linesOfTheHours(booked)).toBe(1);
  });
}
