import { spoken } from '../shared/language';

/**
 * What a price covers and the warranty, said where the customer decides (the options and confirm
 * dialogs). It promises only what the about, features and team pages already do.
 */
export const priceNoteMessages = spoken('priceNote', {
  label: 'What the price covers',
  covers:
    'Each price covers the visit and the job it names. Parts, if needed, are quoted before work starts, and nothing extra is done until you agree.',
  warranty:
    'Repairs carry our 30-day service warranty: if the same fault comes back within 30 days, we put it right at no extra labour charge.',
  terms: 'Warranty terms',
  /** Said to screen readers after the terms' link. */
  newTab: '(opens in a new tab)',
} as const);
