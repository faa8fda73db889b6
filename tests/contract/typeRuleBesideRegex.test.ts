import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addTypeRuleBesideRegex } from './typeRuleBesideRegex';

const REGEX = { match: 'regex', regex: '^\\[.*\\]$' };

function pactWith(content: unknown, rules: Record<string, unknown>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pact-')), 'pact.json');
  writeFileSync(
    file,
    JSON.stringify({
      interactions: [{ response: { body: { content }, matchingRules: { body: rules } } }],
    }),
  );
  return file;
}

const rulesOf = (file: string) =>
  (
    JSON.parse(readFileSync(file, 'utf8')) as {
      interactions: { response: { matchingRules: { body: Record<string, unknown> } } }[];
    }
  ).interactions[0]?.response.matchingRules.body;

describe('the pact’s text fields: a type rule beside the regex', () => {
  it('makes "data" text by type and by pattern, so a JSON array there fails', () => {
    const file = pactWith(
      { data: '[{"CategoryId":1}]' },
      { '$.data': { combine: 'AND', matchers: [REGEX] } },
    );

    expect(addTypeRuleBesideRegex(file)).toBe(1);
    expect(rulesOf(file)).toEqual({
      '$.data': { combine: 'AND', matchers: [{ match: 'type' }, REGEX] },
    });
  });

  it('leaves a regex on a value that is not text, and a field that has its type rule', () => {
    const file = pactWith(
      { count: 3, data: 'x' },
      {
        '$.count': { combine: 'AND', matchers: [REGEX] },
        '$.data': { combine: 'AND', matchers: [{ match: 'type' }, REGEX] },
      },
    );

    expect(addTypeRuleBesideRegex(file)).toBe(0);
  });
});
