/**
 * A date or time as the app writes it, with the spaces that keep it together (narrow, thin and
 * no-break ones, and the word joiner after a range's dash) as plain ones, so a test can spell it
 * out: "Sun, 22 Nov, 10 am – 12 pm".
 */
export function plainSpaces(text: string | undefined): string | undefined {
  return text?.replace(/[\u202f\u2009\u00a0]/g, ' ').replaceAll('\u2060', '');
}
