import type { Locator } from '@playwright/test';

/**
 * Picks a star as a customer on a keyboard does: the radios are hidden under the drawn stars, and
 * a click at a hidden radio's spot lands on whatever is drawn there (a notification at the foot).
 */
export async function chooseStars(radio: Locator): Promise<void> {
  await radio.focus();
  await radio.page().keyboard.press('Space');
}
