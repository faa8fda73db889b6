/**
 * Whether two texts are the same, taking as long whatever they hold: a token compared character
 * by character, stopping at the first difference, tells a patient caller how much of it was right.
 */
export function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index++)
    difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  return difference === 0;
}
