import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { CatalogueFiguresPresenter } from '../../../../src/presenters/catalog/CatalogueFiguresPresenter';
import { SearchIndex } from '../../../../src/presenters/search/SearchIndex';
import { SearchPresenter } from '../../../../src/presenters/search/SearchPresenter';
import { about } from '../../../../src/app/features/about';
import { search as searchFeature } from '../../../../src/app/features/search';
import { testApp, type TestApp } from '../../../support/testContainer';

/** A search field whose index is built: focused, and the catalogue read. */
const searchApp = () => testApp({ features: [searchFeature] });

async function searchField(app: TestApp = searchApp()) {
  const search = app.get(SearchPresenter);
  search.focus();
  await indexBuilt(app);
  return search;
}

async function indexBuilt(app: TestApp): Promise<void> {
  await app.get(SearchIndex).build();
  while (app.get(SearchIndex).status === 'building') await new Promise((r) => setTimeout(r, 0));
}

const names = (search: Awaited<ReturnType<typeof searchField>>) =>
  search.viewModel.results.map((result) => result.name);

describe('SearchPresenter: what the field shows', () => {
  it('offers the most asked-for services when the field is focused empty', async () => {
    const search = await searchField();

    expect(search.viewModel).toMatchObject({
      expanded: true,
      heading: 'Most asked for',
      announcement: 'Most asked for: 6 results',
    });
    expect(names(search)).toEqual([
      'Split AC',
      'Geyser',
      'Water purifier',
      'Washing machine',
      'Refrigerator',
      'Fans',
    ]);
  });

  it('finds a geyser typed as customers type it: "gizer"', async () => {
    const search = await searchField();

    search.type('gizer');

    expect(search.viewModel.results[0]).toEqual({
      key: 's13',
      name: 'Geyser',
      kind: 'Service',
      path: 'Air Conditioning & Heating',
      icon: '/icons/geyser.svg',
    });
    expect(search.viewModel.heading).toBeUndefined();
  });

  it('shows what an option is, where it sits and its price with 18% GST', async () => {
    const search = await searchField();

    search.type('foam jet');

    expect(search.viewModel.results[0]).toMatchObject({
      key: 'o111',
      name: 'Foam-jet service',
      kind: 'Option',
      path: 'Air Conditioning & Heating › Split AC',
      price: '₹706.82 with GST',
    });
  });

  it('announces how many results there are', async () => {
    const search = await searchField();

    search.type('gas refill');

    expect(search.viewModel.announcement).toBe(`${search.viewModel.results.length} results`);
  });

  it('says when nothing is found, and offers the most asked-for services and the full list', async () => {
    const search = await searchField();

    search.type('xyzzy');

    expect(search.viewModel).toMatchObject({
      nothingFound: {
        message: 'Nothing found for “xyzzy”.',
        hint: 'Try another word, or one of these:',
      },
      heading: 'Most asked for',
      allServices: { label: 'See all services', href: '/service' },
      announcement: 'Nothing found for “xyzzy”.',
    });
    expect(names(search)[0]).toBe('Split AC');
  });
});

describe('SearchPresenter: keys and picking', () => {
  it('moves down and up the results, round from the last to the first', async () => {
    const search = await searchField();
    search.type('geyser');
    const keys = search.viewModel.results.map((result) => result.key);

    search.move(1);
    expect(search.viewModel.active).toBe(keys[0]);
    search.move(-1);
    expect(search.viewModel.active).toBe(keys.at(-1));
    search.move(1);
    expect(search.viewModel.active).toBe(keys[0]);
  });

  it('opens a category on its services page', async () => {
    const app = searchApp();
    const search = await searchField(app);
    search.type('plumbing');

    search.move(1);
    search.pick();

    expect(app.navigator.current).toBe('/service/Ng==');
  });

  it('opens a service with its options dialog', async () => {
    const app = searchApp();
    const search = await searchField(app);
    search.type('geyser');

    search.pick('s13');

    expect(app.navigator.current).toBe('/service/MQ==?open=13');
    expect(search.viewModel.expanded).toBe(false);
  });

  it('opens an option in its service’s dialog, that option in view', async () => {
    const app = searchApp();
    const search = await searchField(app);
    search.type('foam jet');

    search.move(1);
    search.pick();

    expect(app.navigator.current).toBe('/service/MQ==?open=11&option=111');
  });

  it('does nothing on Enter with no result chosen', async () => {
    const app = searchApp();
    const search = await searchField(app);
    search.type('geyser');

    expect(search.pick()).toBe(false);
    expect(app.navigator.visited).toEqual([]);
  });

  it('reads the keys of the combobox pattern: Down, Up, Enter, Escape', async () => {
    const app = searchApp();
    const search = await searchField(app);
    search.type('geyser');

    expect(search.press('ArrowDown')).toBe(true);
    expect(search.press('ArrowDown')).toBe(true);
    expect(search.press('ArrowUp')).toBe(true);
    expect(search.press('a')).toBe(false);
    expect(search.press('Enter')).toBe(true);
    expect(app.navigator.current).toBe('/service/MQ==?open=13');
    expect(search.press('Escape')).toBe(true);
  });

  it('closes the list on Escape, then clears the text on a second Escape', async () => {
    const search = await searchField();
    search.type('fan');

    expect(search.escape()).toBe(true);
    expect(search.viewModel).toMatchObject({ expanded: false, text: 'fan' });
    expect(search.escape()).toBe(true);
    expect(search.viewModel).toMatchObject({ expanded: false, text: '' });
    expect(search.escape()).toBe(false);
  });
});

describe('SearchPresenter: the index behind it', () => {
  it('builds nothing before a field is used', () => {
    const app = searchApp();

    expect(app.get(SearchIndex).status).toBe('idle');
  });

  it('says how far it is while the catalogue is read', async () => {
    const app = searchApp();
    const search = app.get(SearchPresenter);
    const notes = new Set<string | undefined>();
    const { autorun } = await import('mobx');
    const stop = autorun(() => notes.add(search.viewModel.note));

    search.focus();
    await indexBuilt(app);
    stop();

    expect([...notes]).toContain('Getting our services ready to search…');
    expect([...notes]).toContain('Searching 1 of 27 services…');
    expect([...notes]).toContain('Searching 26 of 27 services…');
    expect(search.viewModel.note).toBeUndefined();
  });

  it('keeps the rest searchable when a service cannot be read, says so, and reads it again later', async () => {
    const app = searchApp();
    app.gateways.catalog.failNext('listOptions', unavailable('network'));
    const search = await searchField(app);
    search.type('geyser');

    expect(search.viewModel.results.length).toBeGreaterThan(0);
    expect(search.viewModel.note).toBe(
      'Some services could not be searched just now. Search again later to include them.',
    );

    search.focus();
    await indexBuilt(app);
    expect(search.viewModel.note).toBeUndefined();
  });

  it('says search cannot reach the services when the categories cannot be read', async () => {
    const app = searchApp();
    app.gateways.catalog.failNext('listCategories', unavailable('network'));
    const search = await searchField(app);
    search.type('geyser');

    expect(search.viewModel).toMatchObject({
      results: [],
      note: 'Search cannot reach our services right now. Close it and try again in a moment.',
    });
    expect(search.viewModel.nothingFound).toBeUndefined();
  });

  it('is built once a session: a second field searches without reading the catalogue again', async () => {
    const app = searchApp();
    await searchField(app);
    app.gateways.catalog.failNext('listCategories', unavailable('network'));

    const second = await searchField(app);
    second.type('pankha');

    expect(second.viewModel.results[0]).toMatchObject({
      name: 'Fan repair',
      path: 'Electrical › Fans',
    });
  });

  it('uses the catalogue the about page already read', async () => {
    const app = testApp({ features: [searchFeature, about] });
    await app.get(CatalogueFiguresPresenter).load();
    app.gateways.catalog.failNext('listCategories', unavailable('network'));

    const search = await searchField(app);
    search.type('nal');

    expect(search.viewModel.results[0]?.path).toBe('Plumbing › Taps & mixers');
  });
});
