import { describe, expect, it } from 'vitest';
import {
  expandQuery,
  isStopWord,
  normaliseSearchText,
  soundOf,
} from '../../../../src/core/search/searchQuery';

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

  it('leaves out the words of a sentence that say nothing, unless a phrase holds them', () => {
    expect(expandQuery('my fan is not working please').map((part) => part[0])).toEqual([
      'fan',
      'not working',
    ]);
    expect(expandQuery('పంఖా లేదు అండి').map((part) => part[0])).toEqual(['పంఖా']);
    expect(expandQuery('है नहीं')).toEqual([]);
  });

  it('matches a synonym as it sounds when it is not written as listed: "पखा नही चल रहा"', () => {
    const [fan, fault] = expandQuery('पखा नही चल रहा');
    expect(fan).toEqual(expect.arrayContaining(['fan']));
    expect(fault).toEqual(expect.arrayContaining(['repair']));
    expect(expandQuery('వెడి నిల్లు')[0]).toEqual(expect.arrayContaining(['geyser']));
  });

  it('leaves an unknown word as it is', () => {
    expect(expandQuery('xyzzy')).toEqual([['xyzzy']]);
  });
});

describe('normaliseSearchText', () => {
  it('lowercases, joins spaces and composes letters (NFC)', () => {
    expect(normaliseSearchText('  Split   AC ')).toBe('split ac');
    expect(normaliseSearchText('ఫ్యాన్'.normalize('NFD'))).toBe('ఫ్యాన్'.normalize('NFC'));
  });

  it('drops the marks phones add or leave out at will: nukta, chandrabindu, zero-width joiners', () => {
    expect(normaliseSearchText('गीज़र')).toBe('गीजर');
    expect(normaliseSearchText('फ़्रिज')).toBe('फ्रिज');
    expect(normaliseSearchText('पाँच')).toBe('पांच');
    expect(normaliseSearchText('ల్యాప్\u200cటాప్')).toBe('ల్యాప్టాప్');
  });
});

describe('soundOf', () => {
  it('hears a word whatever vowel signs were typed', () => {
    expect(soundOf('पखा')).toBe(soundOf('पंखा'));
    expect(soundOf('नही')).toBe(soundOf('नहीं'));
    expect(soundOf('ఫ్యన్')).toBe(soundOf('ఫ్యాన్'));
    expect(soundOf('నీల్లు')).toBe(soundOf('నీళ్ళు'));
    expect(soundOf('pnkha')).toBe(soundOf('pankha'));
  });

  it('keeps short Latin words as written ("gsa" is not "gas")', () => {
    expect(soundOf('gsa')).toBe('gsa');
  });
});

describe('isStopWord', () => {
  it('knows the filler of Hindi, Telugu and English sentences, however spelt', () => {
    for (const word of ['नहीं', 'नहि', 'है', 'లేదు', 'లెదు', 'అవుతోంది', 'hai', 'ledu', 'please', 'my'])
      expect(isStopWord(normaliseSearchText(word)), word).toBe(true);
    expect(isStopWord('fan')).toBe(false);
  });
});
