// The search index's own work, in the browser (npm run perf:search opens this page with the CPU
// slowed): the app's SearchIndex, MiniSearchCatalogueIndex and WalkCatalogue over the demo
// backend in memory, answering at once, so what is timed is the reading's and the index's code,
// not a network.
import { SystemClock } from '../../../src/adapters/clock/SystemClock';
import { DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import { demoCatalogue } from '../../../src/adapters/fake/demoCatalogue';
import { DemoGateways } from '../../../src/adapters/fake/DemoGateways';
import { MemoryDemoStorage } from '../../../src/adapters/fake/DemoStorage';
import { MiniSearchCatalogueIndex } from '../../../src/adapters/search/MiniSearchCatalogueIndex';
import { WalkCatalogue } from '../../../src/core/catalog/WalkCatalogue';
import { CatalogCache } from '../../../src/presenters/catalog/CatalogCache';
import { SearchIndex } from '../../../src/presenters/search/SearchIndex';
import { loadCatalogueWords } from '../../../src/adapters/fake/demoCatalogueWords';
import type { Language } from '../../../src/core/shared/language';
import { generatedCatalogue } from '../generatedCatalogue';

const CATALOGUES = { demo: demoCatalogue, generated: generatedCatalogue() };

/**
 * Which index is built: `demo`, `generated` (English alone), or `demo-te`: the demo catalogue in
 * Telugu with its English names beside them, as a Telugu reader's index holds both.
 */
export type BenchKind = keyof typeof CATALOGUES | 'demo-te';

/** What customers type: names, synonyms in four scripts, misspellings, a miss. */
const QUERIES = [
  'geyser',
  'gizer',
  'water heater',
  'गीजर',
  'ఏసీ',
  'aquaguard',
  'nal',
  'foam jet',
  'xyzzy',
];

async function run(kind: BenchKind) {
  const language: Language = kind === 'demo-te' ? 'te' : 'en';
  const catalogue = CATALOGUES[kind === 'demo-te' ? 'demo' : kind];
  await loadCatalogueWords();
  const gateways = new DemoGateways(
    new DemoBackend(new MemoryDemoStorage(), new SystemClock(), catalogue),
    { language: () => language },
  );
  const walk = new WalkCatalogue(gateways.catalog);
  const index = new SearchIndex(
    { shown: walk, english: new WalkCatalogue(gateways.catalogueIn('en')) },
    new CatalogCache(() => language),
    () => new MiniSearchCatalogueIndex(),
  );
  const started = performance.now();
  await index.build();
  const builtMs = performance.now() - started;
  if (index.status !== 'ready' || index.missingParts > 0) throw new Error('index not built');

  // The reading alone (the demo backend's answers and WalkCatalogue), then the index alone.
  const readStarted = performance.now();
  const walked = await new WalkCatalogue(gateways.catalog).execute();
  const readMs = performance.now() - readStarted;
  const english =
    language === 'en' ? undefined : await new WalkCatalogue(gateways.catalogueIn('en')).execute();
  if (!walked.ok || english?.ok === false) throw new Error('catalogue not read');
  const addStarted = performance.now();
  const alone = new MiniSearchCatalogueIndex();
  alone.add(walked.value);
  if (english?.ok) alone.add(english.value, 'other');
  const addMs = performance.now() - addStarted;

  const findMs = QUERIES.map((query) => {
    const at = performance.now();
    index.find(query);
    return performance.now() - at;
  });
  return {
    entries: catalogue.categories.length + catalogue.services.length + catalogue.options.length,
    options: catalogue.options.length,
    builtMs,
    readMs,
    addMs,
    findMs,
  };
}

Object.assign(window, { __searchBench: run });
