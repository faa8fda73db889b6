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
