import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, safeImageUrl } from '../../../../src/core/shared/safeImageUrl';

describe('isSafeImageUrl', () => {
  it.each([
    ['an https URL', 'https://cdn.gharseva.in/icons/ac.png'],
    ['an http URL', 'http://cdn.gharseva.in/icons/ac.png'],
    ['an upper-case scheme', 'HTTPS://cdn.gharseva.in/icons/ac.png'],
    ['a root-relative path', '/assets/icons/plumbing.svg'],
    ['a relative path', 'assets/icons/plumbing.svg'],
    ['a dot-relative path', './icons/tap.png'],
    [
      'a PNG data URI',
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk',
    ],
    ['an SVG data URI', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
  ])('allows %s', (_name, url) => {
    expect(isSafeImageUrl(url)).toBe(true);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an upper-case JAVASCRIPT: URL', 'JAVASCRIPT:alert(1)'],
    ['a javascript: URL behind a space', ' javascript:alert(1)'],
    ['a javascript: URL split by a tab', 'java\tscript:alert(1)'],
    ['a javascript: URL split by a newline', 'java\nscript:alert(1)'],
    ['an HTML data URI', 'data:text/html,<script>alert(1)</script>'],
    ['an upper-case HTML data URI', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['a protocol-relative URL', '//evil.example/x.png'],
    ['a protocol-relative URL written with a backslash', '/\\evil.example/x.png'],
    ['a protocol-relative URL starting with a backslash', '\\/evil.example/x.png'],
    ['a URL starting with a backslash', '\\\\evil.example\\x.png'],
    ['a file: URL', 'file:///etc/passwd'],
    ['an https scheme without a host', 'https://'],
    ['an empty string', ''],
    ['blanks only', '   '],
  ])('refuses %s', (_name, url) => {
    expect(isSafeImageUrl(url)).toBe(false);
  });

  it('refuses null', () => {
    expect(isSafeImageUrl(null)).toBe(false);
  });

  it('refuses undefined', () => {
    expect(isSafeImageUrl(undefined)).toBe(false);
  });

  it('refuses a URL longer than 100,000 characters', () => {
    expect(isSafeImageUrl(`https://cdn.gharseva.in/${'a'.repeat(100_000)}`)).toBe(false);
  });
});

describe('safeImageUrl', () => {
  it('gives, for any text at all, nothing or a URL that can only show a picture', () => {
    const scripted = /^(?:javascript|vbscript):|^data:(?!image\/)/;
    const anyText = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom(
            'javascript:',
            'JavaScript:',
            ' java\tscript:',
            'vbscript:',
            'data:text/html,',
            '//',
            '/\\',
            'https://',
            'data:image/png,',
          ),
          fc.string(),
        )
        .map(([start, rest]) => start + rest),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const url = safeImageUrl(text);
        if (url === undefined) return;
        // Browsers drop control characters and blanks inside a scheme: so does this check.
        const asRead = [...url]
          .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
          .join('')
          .toLowerCase();
        expect(asRead).not.toMatch(scripted);
        expect(url).not.toMatch(/^[/\\]{2}|^\/\\/);
        expect(url.length).toBeLessThanOrEqual(100_000);
      }),
      { numRuns: 300 },
    );
  });

  it('gives back a safe URL without its surrounding blanks', () => {
    expect(safeImageUrl('  https://cdn.gharseva.in/ac.png  ')).toBe(
      'https://cdn.gharseva.in/ac.png',
    );
  });

  it('gives undefined for an unsafe URL, so the view shows its placeholder', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('gives undefined for a missing URL', () => {
    expect(safeImageUrl(null)).toBeUndefined();
  });
});
