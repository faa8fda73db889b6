/**
 * The services route carries the category id as base64 text of the number (SPEC §2):
 * category 3 is "/service/Mw==". Anything absent or not decodable, including base64 without its
 * padding ("Mw"), means category 0 ("all").
 */
export function encodeCategoryId(id: number): string {
  return btoa(String(id));
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function decodeCategoryId(param: string | null | undefined): number {
  if (!param) return 0;
  const text = safeDecodeURIComponent(param);
  if (!BASE64.test(text) || text.length % 4 !== 0) return 0;
  let decoded: string;
  try {
    decoded = atob(text);
  } catch {
    return 0;
  }
  if (!/^\d{1,15}$/.test(decoded)) return 0;
  return Number(decoded);
}

function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
