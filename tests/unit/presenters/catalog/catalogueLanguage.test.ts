import { describe, expect, it, vi } from 'vitest';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { HomePresenter } from '../../../../src/presenters/catalog/HomePresenter';
import { ServicesPresenter } from '../../../../src/presenters/catalog/ServicesPresenter';
import { SubServicePresenter } from '../../../../src/presenters/catalog/SubServicePresenter';
import { MyBookingsPresenter } from '../../../../src/presenters/booking/MyBookingsPresenter';
import { SearchIndex } from '../../../../src/presenters/search/SearchIndex';
import { FooterPresenter } from '../../../../src/presenters/shell/FooterPresenter';
import { LanguagePresenter } from '../../../../src/presenters/shell/LanguagePresenter';
import { encodeCategoryId } from '../../../../src/core/catalog/categoryIdCodec';
import { myBookings } from '../../../../src/app/features/myBookings';
import { catalog } from '../../../../src/app/features/catalog';
import { search } from '../../../../src/app/features/search';
import { settle } from '../../../support/settle';
import { testApp } from '../../../support/testContainer';
import { loggedInApp } from '../doubles';

const AC_AND_HEATING = 1;
const GEYSER = 13;
const GEYSER_REPAIR = 131;

const names = (list: readonly { readonly name: string }[]) => list.map((each) => each.name);

describe('the catalogue in the language she reads (catalogue-languages)', () => {
  it('reads the categories again on a switch, showing the English ones until the Telugu come', async () => {
    const app = testApp();
    const home = app.get(HomePresenter);
    await home.load();

    await app.get(LanguagePresenter).choose('te');
    expect(home.viewModel.language).toBe('te');
    const reading = home.load();
    expect(home.viewModel.status).toBe('ready');
    expect(names(home.viewModel.categories)).toContain('Plumbing');
    await reading;

    expect(names(home.viewModel.categories)).toContain('ప్లంబింగ్');
    expect(names(home.viewModel.categories)).not.toContain('Plumbing');
  });

  it('keeps what was read in each language: back in English, nothing is asked again', async () => {
    const app = testApp();
    const home = app.get(HomePresenter);
    await home.load();
    await app.get(LanguagePresenter).choose('te');
    await home.load();
    await app.get(LanguagePresenter).choose('en');
    app.gateways.catalog.failNext('listCategories', { kind: 'unavailable', cause: 'network' });

    await home.load();

    expect(names(home.viewModel.categories)).toContain('Plumbing');
  });

  it("keeps a service's dialog open while its page is read again in Hindi", async () => {
    const app = testApp({ features: [catalog] });
    const services = app.get(ServicesPresenter);
    await services.load(encodeCategoryId(AC_AND_HEATING));
    services.open(GEYSER);

    await app.get(LanguagePresenter).choose('hi');
    await services.load(encodeCategoryId(AC_AND_HEATING));

    expect(services.viewModel.openService).toMatchObject({ id: GEYSER, name: 'गीज़र' });
    expect(services.viewModel.heading).not.toBe('Air Conditioning & Heating');
  });

  it("reads an open dialog's options again in Telugu, keeping them shown meanwhile", async () => {
    const app = testApp({ features: [catalog] });
    const options = app.get(SubServicePresenter);
    await options.load(GEYSER);

    await app.get(LanguagePresenter).choose('te');
    const reading = options.load(GEYSER);
    expect(options.viewModel.status).toBe('ready');
    await reading;

    expect(options.viewModel.options.find((each) => each.id === GEYSER_REPAIR)?.name).toBe('రిపేర్');
  });

  it("names the footer's categories in the language of the moment, never in the last one read", async () => {
    const app = testApp();
    await app.get(HomePresenter).load();
    const footer = app.get(FooterPresenter);
    expect(names(footer.services)).toContain('Plumbing');

    await app.get(LanguagePresenter).choose('te');

    expect(names(footer.services)).toContain('ప్లంబింగ్');
    expect(names(footer.services)).not.toContain('Plumbing');
  });

  it("names the cart's lines anew after a switch, keeping what she pays", async () => {
    const app = testApp({ features: [catalog] });
    const options = app.get(SubServicePresenter);
    await options.load(GEYSER);
    const repair = options.viewModel.options.find((each) => each.id === GEYSER_REPAIR);
    options.book(GEYSER_REPAIR);
    const cart = app.get(CartModel);
    const before = cart.items[0];

    await app.get(LanguagePresenter).choose('te');
    // The renaming's code downloads with the first switch.
    await vi.waitFor(() => expect(cart.items[0]?.optionName).not.toBe('Repair'));

    expect(repair?.name).toBe('Repair');
    expect(cart.items).toEqual([
      expect.objectContaining({
        serviceName: 'గీజర్',
        optionName: 'రిపేర్',
        unitPrice: before?.unitPrice,
        quantity: 1,
      }),
    ]);
  });

  it('finds a Telugu result by its English name and by its Telugu one', async () => {
    const app = testApp({ features: [search] });
    await app.get(LanguagePresenter).choose('te');
    const index = app.get(SearchIndex);

    await index.build();
    await settle();

    expect(index.find('geyser')[0]).toMatchObject({ kind: 'service', id: GEYSER, name: 'గీజర్' });
    expect(index.find('గీజర్')[0]).toMatchObject({ kind: 'service', id: GEYSER, name: 'గీజర్' });
  });

  it('lists a result found by both its names once', async () => {
    const app = testApp({ features: [search] });
    await app.get(LanguagePresenter).choose('hi');
    const index = app.get(SearchIndex);
    await index.build();
    await settle();

    const found = index.find('split AC', 20).map((hit) => `${hit.kind}${hit.id}`);

    expect(found.length).toBeGreaterThan(1);
    expect(new Set(found).size).toBe(found.length);
  });

  it('builds the search anew in the language chosen since', async () => {
    const app = testApp({ features: [search] });
    const index = app.get(SearchIndex);
    await index.build();

    await app.get(LanguagePresenter).choose('hi');
    await index.build();

    expect(index.find('geyser')[0]).toMatchObject({ id: GEYSER, name: 'गीज़र' });
  });

  it('names her bookings again in Telugu, in place', async () => {
    const app = loggedInApp({ features: [myBookings] });
    const bookings = app.get(MyBookingsPresenter);
    await bookings.load();
    const english = bookings.viewModel.groups.flatMap((group) => group.items.map((i) => i.option));

    await app.get(LanguagePresenter).choose('te');
    await bookings.load();

    const telugu = bookings.viewModel.groups.flatMap((group) => group.items.map((i) => i.option));
    expect(telugu).toHaveLength(english.length);
    expect(telugu.join(' ')).not.toEqual(english.join(' '));
    expect(telugu.join(' ')).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('asks nothing again on a switch when the backend names things in English alone', async () => {
    const app = testApp({ extensions: ['session', 'slots', 'visit', 'payments', 'ratings'] });
    const home = app.get(HomePresenter);
    await home.load();

    await app.get(LanguagePresenter).choose('te');

    expect(home.viewModel.language).toBe('en');
    expect(names(home.viewModel.categories)).toContain('Plumbing');
  });
});
