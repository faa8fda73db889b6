import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md: no `dangerouslySetInnerHTML` anywhere, and nothing that turns text into code. With
 * the Content-Security-Policy (script-src 'self') these are the ways server text could still
 * become markup or script, so none may appear in src/, comments included: a line that names
 * one is a line someone may uncomment.
 */
const SRC = join(__dirname, '..', '..', '..', 'src');

const forbidden: ReadonlyArray<readonly [string, RegExp]> = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['eval(', /\beval\s*\(/],
  ['new Function(', /\bnew\s+Function\s*\(/],
  ['innerHTML =', /\.innerHTML\s*\+?=/],
  ['outerHTML =', /\.outerHTML\s*\+?=/],
  ['insertAdjacentHTML(', /\binsertAdjacentHTML\s*\(/],
  ['document.write(', /\bdocument\.write(ln)?\s*\(/],
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs|html)$/.test(entry.name) ? [path] : [];
  });
}

describe('src/ turns no text into markup or code', () => {
  const files = sourceFiles(SRC);

  it('scans the whole source tree', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(forbidden)('has no %s', (_name, pattern) => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
