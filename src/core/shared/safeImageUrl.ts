/**
 * Icons and images come from the server, so they are untrusted. Only URLs that can do nothing but
 * show a picture are allowed: http(s), a path relative to the app, or a `data:image/` URI
 * (`data:image/svg+xml` is allowed too: an <img> never runs script from an SVG).
 */
const SAFE_ABSOLUTE = /^(https?:\/\/[^\s]+|data:image\/[a-z0-9.+-]+[;,][^\s]*)$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAX_URL_LENGTH = 100_000;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function isSafeImageUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return false;
  // Browsers drop tabs and newlines inside a URL, so "java\tscript:" would run: refuse them all.
  if (CONTROL_CHARACTER.test(trimmed)) return false;
  if (SAFE_ABSOLUTE.test(trimmed)) return true;
  // Protocol-relative URLs ("//evil.example", and "/\evil.example", which browsers read the same)
  // point off-site; a relative path has no scheme.
  return !HAS_SCHEME.test(trimmed) && !/^\/[/\\]/.test(trimmed) && !trimmed.startsWith('\\');
}

/** The URL when it is safe to show, otherwise `undefined` (the view then shows its placeholder). */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  return isSafeImageUrl(url) ? url.trim() : undefined;
}
