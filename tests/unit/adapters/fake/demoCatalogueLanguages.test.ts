import { beforeAll, describe, expect, it } from 'vitest';
import { DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { demoCatalogue, type DemoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import { CATALOGUE_TRANSLATIONS } from '../../../../src/adapters/fake/demoCatalogueTranslations';
import {
  languageAsked,
  loadCatalogueWords,
} from '../../../../src/adapters/fake/demoCatalogueWords';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { DEMO_USER_ID } from '../../../../src/adapters/fake/DemoBackend';
import { EXTENSIONS, type Extension } from '../../../../src/core/shared/Extensions';
import type { Language } from '../../../../src/core/shared/language';
import { FakeClock } from '../../../support/FakeClock';

const te = CATALOGUE_TRANSLATIONS.te;
const clock = () => new FakeClock(new Date('2026-05-11T04:30:00.000Z'));

/** The demo catalogue with a description Telugu has no words for, and a category it has none for. */
const withGaps: DemoCatalogue = {
  categories: [
    ...demoCatalogue.categories,
    { id: 8, name: 'Pest Control', description: 'Cockroaches and termites.', hasServices: false },
  ],
  services: demoCatalogue.services,
  options: demoCatalogue.options.map((option) =>
    option.id === 653 ? { ...option, description: 'Float valve and its fittings.' } : option,
  ),
};

function gatewaysAsking(
  language: () => Language,
  extensions: readonly Extension[] = EXTENSIONS,
  catalogue: DemoCatalogue = demoCatalogue,
) {
  return new DemoGateways(new DemoBackend(new MemoryDemoStorage(), clock(), catalogue), {
    extensions: new Set(extensions),
    language,
  });
}

describe('the demo backend in the customer language (catalogue-languages)', () => {
  beforeAll(() => loadCatalogueWords());

  it("answers the catalogue's names and descriptions in the language asked, by id", async () => {
    const { catalog } = gatewaysAsking(() => 'te');

    const categories = await catalog.listCategories();
    const services = await catalog.listServices(1);
    const options = await catalog.listOptions(11);

    const airCon = categories.ok ? categories.value.find((c) => c.id === 1) : undefined;
    expect(airCon?.name).toBe(te.categories[1]?.name);
    const splitAc = services.ok ? services.value.find((s) => s.id === 11) : undefined;
    expect(splitAc).toMatchObject({
      name: te.services[11]?.name,
      description: te.services[11]?.description,
      categoryName: te.categories[1]?.name,
    });
    const foamJet = options.ok ? options.value.find((o) => o.id === 111) : undefined;
    expect(foamJet).toMatchObject({
      serviceName: te.services[11]?.name,
      name: te.options[111]?.name,
      description: te.options[111]?.description,
    });
  });

  it('changes nothing but words: ids, prices, icons, flags and the order of rows are English', async () => {
    const english = gatewaysAsking(() => 'en').catalog;
    for (const language of ['hi', 'te'] as const) {
      const catalog = gatewaysAsking(() => language).catalog;
      const words = ['name', 'description', 'categoryName', 'serviceName'];
      const strip = (rows: readonly object[]) =>
        rows.map((row) => Object.entries(row).filter(([field]) => !words.includes(field)));
      for (const read of [
        (c: typeof catalog) => c.listCategories(),
        (c: typeof catalog) => c.listServices(0),
        (c: typeof catalog) => c.listOptions(11),
      ]) {
        const [asked, inEnglish] = await Promise.all([read(catalog), read(english)]);
        expect(asked.ok && inEnglish.ok).toBe(true);
        if (asked.ok && inEnglish.ok) expect(strip(asked.value)).toEqual(strip(inEnglish.value));
      }
    }
  });

  it('falls back to English field by field where there is no translation', async () => {
    const { catalog } = gatewaysAsking(() => 'te', EXTENSIONS, withGaps);

    const categories = await catalog.listCategories();
    const options = await catalog.listOptions(65);

    const pests = categories.ok ? categories.value.find((c) => c.id === 8) : undefined;
    expect(pests).toMatchObject({ name: 'Pest Control', description: 'Cockroaches and termites.' });
    const floatValve = options.ok ? options.value.find((o) => o.id === 653) : undefined;
    expect(te.options[653]?.description).toBeUndefined();
    expect(floatValve).toMatchObject({
      name: te.options[653]?.name,
      description: 'Float valve and its fittings.',
    });
  });

  it('names the services and options of a booking in the language asked', async () => {
    const { booking } = gatewaysAsking(() => 'te');
    const english = gatewaysAsking(() => 'en').booking;

    const rows = await booking.listBookings(DEMO_USER_ID);
    const englishRows = await english.listBookings(DEMO_USER_ID);
    expect(rows.ok && englishRows.ok).toBe(true);
    if (!rows.ok || !englishRows.ok) return;
    expect(rows.value.map((row) => row.bookingId)).toEqual(
      englishRows.value.map((row) => row.bookingId),
    );
    expect(rows.value.map((row) => row.serviceName)).not.toEqual(
      englishRows.value.map((row) => row.serviceName),
    );
    const first = rows.value[0];
    const detail = first ? await booking.getBookingDetail(first.bookingId) : undefined;
    const englishDetail = first ? await english.getBookingDetail(first.bookingId) : undefined;
    expect(detail?.ok && englishDetail?.ok).toBe(true);
    if (!detail?.ok || !englishDetail?.ok) return;
    expect(detail.value.map((order) => order.totalPrice)).toEqual(
      englishDetail.value.map((order) => order.totalPrice),
    );
    expect(detail.value.map((order) => order.optionName)).not.toEqual(
      englishDetail.value.map((order) => order.optionName),
    );
  });

  it('answers English without the extension, whatever the app asks', async () => {
    const { catalog } = gatewaysAsking(
      () => 'te',
      EXTENSIONS.filter((extension) => extension !== 'catalogue-languages'),
    );

    const categories = await catalog.listCategories();

    expect(categories.ok && categories.value.map((c) => c.name)).toContain('Plumbing');
  });

  it('asks in the language of each call, and catalogueIn in its own whatever the moment', async () => {
    let language: Language = 'hi';
    const gateways = gatewaysAsking(() => language);
    const inEnglish = gateways.catalogueIn('en');

    const hindi = await gateways.catalog.listOptions(11);
    language = 'te';
    const telugu = await gateways.catalog.listOptions(11);
    const english = await inEnglish.listOptions(11);

    const nameOf111 = (result: typeof hindi) =>
      result.ok ? result.value.find((o) => o.id === 111)?.name : undefined;
    expect(nameOf111(hindi)).toBe(CATALOGUE_TRANSLATIONS.hi.options[111]?.name);
    expect(nameOf111(telugu)).toBe(te.options[111]?.name);
    expect(nameOf111(english)).toBe('Foam-jet service');
  });

  it('reads an unknown or missing Accept-Language as English, never an error', () => {
    expect(languageAsked('fr')).toBe('en');
    expect(languageAsked(undefined)).toBe('en');
    expect(languageAsked('')).toBe('en');
    expect(languageAsked('te')).toBe('te');
    expect(languageAsked('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    const backend = new DemoBackend(new MemoryDemoStorage(), clock());
    expect(backend.categories(languageAsked('xx-YY'))).toEqual(backend.categories());
  });
});
