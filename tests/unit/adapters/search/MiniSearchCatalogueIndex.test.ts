import { beforeAll, describe, expect, it } from 'vitest';
import { MiniSearchCatalogueIndex } from '../../../../src/adapters/search/MiniSearchCatalogueIndex';
import { WalkCatalogue, type Catalogue } from '../../../../src/core/catalog/WalkCatalogue';
import type { SearchHit } from '../../../../src/core/search/SearchHit';
import { SEARCH_SYNONYMS } from '../../../../src/core/search/searchSynonyms';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp } from '../../../support/testContainer';

/** A result as the customer reads it: "Appliances › Refrigerator › Gas refill". */
const shown = (hit: SearchHit | undefined) => (hit ? [...hit.path, hit.name].join(' › ') : '');

let catalogue: Catalogue;
let index: MiniSearchCatalogueIndex;

beforeAll(async () => {
  // The demo catalogue, read through the catalogue gateway as the app reads it.
  const walked = await new WalkCatalogue(testApp().gateways.catalog).execute();
  if (!walked.ok) throw new Error('the demo catalogue could not be read');
  catalogue = walked.value;
  index = new MiniSearchCatalogueIndex();
  index.add(catalogue);
});

describe('catalogue search: the first result for what customers type', () => {
  it.each([
    // Names as written, exact and by their start.
    ['geyser', 'Air Conditioning & Heating › Geyser'],
    ['Geyser', 'Air Conditioning & Heating › Geyser'],
    ['gey', 'Air Conditioning & Heating › Geyser'],
    ['ac', 'Air Conditioning & Heating › Split AC'],
    ['split ac gas', 'Air Conditioning & Heating › Split AC › Gas refill'],
    ['water purifier', 'Appliances › Water purifier'],
    ['washing machine', 'Appliances › Washing machine'],
    ['plumbing', 'Plumbing'],
    ['carpentry', 'Carpentry'],
    ['pest', 'Pest Control'],
    ['door lock', 'Carpentry › Doors › Door lock installation'],
    ['sink blockage', 'Plumbing › Drainage & blockage › Kitchen sink blockage'],
    ['inverter', 'Electrical › Wiring › Inverter installation'],
    ['cctv', 'Electronics › CCTV › CCTV repair'],
    ['tank', 'Plumbing › Water tank › Tank cleaning'],
    // English and Hinglish words of customers.
    ['water heater', 'Air Conditioning & Heating › Geyser'],
    ['water heater repair', 'Air Conditioning & Heating › Geyser › Repair'],
    ['aircon', 'Air Conditioning & Heating'],
    ['air conditioner', 'Air Conditioning & Heating'],
    ['RO', 'Appliances › Water purifier › Purifier service'],
    ['aquaguard', 'Appliances › Water purifier › Purifier service'],
    ['fridge', 'Appliances › Refrigerator › Refrigerator repair'],
    ['fridge gas', 'Appliances › Refrigerator › Gas refill'],
    ['nal', 'Plumbing › Taps & mixers › Tap repair'],
    ['nal repair', 'Plumbing › Taps & mixers › Tap repair'],
    ['pankha', 'Electrical › Fans › Fan repair'],
    ['almirah', 'Carpentry › Furniture assembly › Wardrobe assembly'],
    ['cupboard', 'Carpentry › Furniture assembly › Wardrobe assembly'],
    ['plumber', 'Plumbing'],
    ['electrician', 'Electrical'],
    ['wifi', 'Electronics › Wi-Fi & networking'],
    ['oven', 'Appliances › Microwave › Microwave repair'],
    ['commode', 'Plumbing › Toilet › Western toilet installation'],
    ['ac not cooling', 'Air Conditioning & Heating'],
    // Hindi (Devanagari).
    ['गीजर', 'Air Conditioning & Heating › Geyser'],
    ['एसी', 'Air Conditioning & Heating'],
    ['एसी गैस', 'Air Conditioning & Heating › Split AC › Gas refill'],
    ['नल', 'Plumbing › Taps & mixers › Tap repair'],
    ['पंखा', 'Electrical › Fans › Fan repair'],
    ['अलमारी', 'Carpentry › Furniture assembly › Wardrobe assembly'],
    ['टीवी', 'Electronics › Television › TV repair'],
    // Telugu.
    ['గీజర్', 'Air Conditioning & Heating › Geyser'],
    ['ఏసీ', 'Air Conditioning & Heating'],
    ['కుళాయి', 'Plumbing › Taps & mixers › Tap repair'],
    ['ఫ్యాన్', 'Electrical › Fans › Fan repair'],
    ['ఫ్రిజ్', 'Appliances › Refrigerator › Refrigerator repair'],
    // Misspellings: the table's, and one edit away for words of four letters or more.
    ['geezer', 'Air Conditioning & Heating › Geyser'],
    ['gizer', 'Air Conditioning & Heating › Geyser'],
    ['chimny', 'Appliances › Kitchen chimney › Chimney installation'],
    ['invertor', 'Electrical › Wiring › Inverter installation'],
    ['labtop', 'Electronics › Laptop & desktop › Computer repair'],
    ['microwav', 'Appliances › Microwave › Microwave repair'],
    ['curtan', 'Carpentry › Curtains & shelves › Curtain rod installation'],
    ['geyer', 'Air Conditioning & Heating › Geyser'],
  ])('"%s" → %s', (query, first) => {
    expect(shown(index.find(query)[0])).toBe(first);
  });
});

describe('catalogue search: ranking', () => {
  it('puts names as written before synonyms: "tv" finds TV repair, then Television', () => {
    const hits = index.find('tv');
    expect(hits.map((hit) => [shown(hit), hit.match])).toEqual(
      expect.arrayContaining([
        ['Electronics › Television › TV repair', 'name'],
        ['Electronics › Television', 'synonym'],
      ]),
    );
    expect(hits[0]?.match).toBe('name');
  });

  it('keeps to the thing a fault is said of: "geyser not heating" finds the Geyser, no microwave part', () => {
    const hits = index.find('geyser not heating');

    expect(shown(hits[0])).toBe('Air Conditioning & Heating › Geyser');
    expect(hits.map(shown).filter((hit) => !hit.includes('Geyser'))).toEqual([]);
  });

  it('finds the part that fixes a fault said alone: "not heating" finds the magnetron', () => {
    expect(shown(index.find('not heating')[0])).toBe(
      'Appliances › Microwave › Magnetron replacement',
    );
  });

  it('gives the same list for the same query whatever order the catalogue arrived in', () => {
    const reversed = new MiniSearchCatalogueIndex();
    reversed.add({
      ...catalogue,
      categories: [...catalogue.categories].reverse(),
      services: [...catalogue.services].reverse(),
      options: [...catalogue.options].reverse(),
    });

    for (const query of ['geyser not heating', 'repair', 'ac', 'gas', 'installation', 'tv']) {
      expect(reversed.find(query).map(shown), query).toEqual(index.find(query).map(shown));
    }
  });

  it('finds a near spelling only for words of four letters or more ("gas" is not "gap")', () => {
    expect(index.find('geyer')[0]?.match).toBe('spelling');
    expect(index.find('gsa')).toEqual([]);
  });

  it('says what each result is and where it sits, and an option its price', () => {
    const [refill] = index.find('split ac gas');
    expect(refill).toMatchObject({
      kind: 'option',
      name: 'Gas refill',
      path: ['Air Conditioning & Heating', 'Split AC'],
      price: 249_900,
    });
    expect(index.find('geyser')[0]).toMatchObject({
      kind: 'service',
      path: ['Air Conditioning & Heating'],
    });
    expect(index.find('plumbing')[0]).toMatchObject({ kind: 'category', path: [] });
  });

  it('finds nothing for words it does not know', () => {
    expect(index.find('xyzzy')).toEqual([]);
    expect(index.find('   ')).toEqual([]);
  });

  it('gives at most the number of results asked for', () => {
    expect(index.find('repair', 5)).toHaveLength(5);
  });
});

describe('the synonym table', () => {
  it('has at least 60 entries, each with words and the catalogue words they mean', () => {
    expect(SEARCH_SYNONYMS.length).toBeGreaterThanOrEqual(60);
    for (const entry of SEARCH_SYNONYMS) {
      expect(entry.words.length).toBeGreaterThan(0);
      expect(entry.means.length).toBeGreaterThan(0);
    }
  });

  it('covers every service of the catalogue in English, Hindi or Telugu words', () => {
    const services = catalogue.services.filter((service) => service.hasOptions);
    const unreachable = services.filter((service) =>
      SEARCH_SYNONYMS.every((entry) =>
        entry.means.every((word) => !service.name.toLowerCase().includes(word)),
      ),
    );
    expect(unreachable.map((service) => service.name)).toEqual([]);
  });
});

describe('the index built as the catalogue is read', () => {
  it('leaves a service whose options cannot be read out, and the rest searchable', async () => {
    const app = testApp();
    app.gateways.catalog.failNext('listOptions', unavailable('network'));
    const walked = await new WalkCatalogue(app.gateways.catalog).execute();
    if (!walked.ok) throw new Error('the categories could not be read');
    const partial = new MiniSearchCatalogueIndex();
    partial.add(walked.value);

    expect(walked.value.missingParts).toBe(1);
    expect(walked.value.options.length).toBeLessThan(catalogue.options.length);
    expect(shown(partial.find('fridge gas')[0])).toBe('Appliances › Refrigerator › Gas refill');
    expect(partial.find('repair').length).toBeGreaterThan(0);
  });

  it('reads each growing list on from where it left it, not again from the start', () => {
    const growing = new MiniSearchCatalogueIndex();
    const options: Catalogue['options'][number][] = [];
    const sofar = { ...catalogue, options };
    let optionsRead = 0;
    // Each option counts the times its name is read.
    const counted = catalogue.options.map((option) => ({
      ...option,
      get name() {
        optionsRead += 1;
        return option.name;
      },
    }));

    for (const option of counted) {
      options.push(option);
      growing.add(sofar);
    }

    // Each option read once, not once for every list that arrived after it.
    expect(optionsRead).toBe(catalogue.options.length);
    expect(shown(growing.find('foam jet')[0])).toBe(
      'Air Conditioning & Heating › Split AC › Foam-jet service',
    );
  });

  it('adds only what it does not hold yet, so it can fill as the catalogue arrives', () => {
    const growing = new MiniSearchCatalogueIndex();
    growing.add({ ...catalogue, services: [], options: [] });
    expect(growing.find('geyser')).toEqual([]);
    growing.add(catalogue);
    growing.add(catalogue);
    expect(growing.find('geyser').filter((hit) => hit.kind === 'service')).toHaveLength(1);
  });
});
