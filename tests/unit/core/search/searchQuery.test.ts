import { describe, expect, it } from 'vitest';
import { expandQuery, normaliseSearchText } from '../../../../src/core/search/searchQuery';

describe('expandQuery', () => {
  it('gives each typed word with the catalogue words it stands for: "fridge gas"', () => {
    expect(expandQuery('fridge gas')).toEqual([
      ['fridge', 'refrigerator'],
      ['gas', 'refill'],
    ]);
  });

  it('reads a synonym of several words as one part: "water heater repair"', () => {
    expect(expandQuery('Water  Heater repair')).toEqual([['water heater', 'geyser'], ['repair']]);
  });

  it('reads the word being typed as the start of a synonym: "pankh" → fan', () => {
    expect(expandQuery('pankh')[0]).toEqual(expect.arrayContaining(['pankh', 'fan', 'fans']));
  });

  it('understands Devanagari and Telugu words: "नल" and "కుళాయి" are taps', () => {
    expect(expandQuery('नल')[0]).toEqual(expect.arrayContaining(['tap', 'taps']));
    expect(expandQuery('కుళాయి')[0]).toEqual(expect.arrayContaining(['tap', 'taps']));
  });

  it('leaves an unknown word as it is', () => {
    expect(expandQuery('xyzzy')).toEqual([['xyzzy']]);
  });
});

describe('normaliseSearchText', () => {
  it('lowercases, joins spaces and composes letters (NFC)', () => {
    expect(normaliseSearchText('  Split   AC ')).toBe('split ac');
    expect(normaliseSearchText('गीज़र')).toBe('गीज़र'.normalize('NFC'));
  });
});
