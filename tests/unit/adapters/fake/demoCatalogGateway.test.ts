import { beforeEach, describe, expect, it } from 'vitest';
import { DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { ListServices } from '../../../../src/core/catalog/ListServices';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';
import type { CatalogGateway } from '../../../../src/core/catalog/CatalogGateway';

describe("the demo's CatalogGateway", () => {
  let catalog: FakeGateway<CatalogGateway>;

  beforeEach(() => {
    catalog = new DemoGateways(
      new DemoBackend(new MemoryDemoStorage(), new FakeClock(new Date('2026-05-11T04:30:00.000Z'))),
    ).catalog;
  });

  it('lists the categories, the services of one and the options of a service', async () => {
    const categories = await catalog.listCategories();
    expect(categories.ok && categories.value.map((c) => c.name)).toContain('Plumbing');
    const services = await catalog.listServices(1);
    expect(services.ok && services.value.map((s) => s.name)).toContain('Split AC');
    const options = await catalog.listOptions(11);
    expect(options.ok && options.value.map((o) => o.name)).toContain('Gas refill');
  });

  it('gives empty lists for category 7, an unknown category and an unknown service', async () => {
    expect(await catalog.listServices(7)).toEqual({ ok: true, value: [] });
    expect(await catalog.listServices(99)).toEqual({ ok: true, value: [] });
    expect(await catalog.listOptions(99)).toEqual({ ok: true, value: [] });
  });

  it('feeds the services page its heading', async () => {
    const page = await new ListServices(catalog).execute(6);
    expect(page.ok && page.value.heading).toBe('Plumbing');
  });

  it('fails the next category list on demand, then recovers', async () => {
    catalog.failNext('listCategories', unavailable('network'));
    expect(await catalog.listCategories()).toEqual(fail(unavailable('network')));
    expect((await catalog.listCategories()).ok).toBe(true);
  });

  it('fails the options list as often as asked', async () => {
    catalog.failNext('listOptions', malformed('bad json'), 2);
    expect(await catalog.listOptions(11)).toEqual(fail(malformed('bad json')));
    expect(await catalog.listOptions(11)).toEqual(fail(malformed('bad json')));
    expect((await catalog.listOptions(11)).ok).toBe(true);
  });

  it('hands out copies: changing a result does not change the next one', async () => {
    const first = await catalog.listCategories();
    if (first.ok) first.value.forEach((category) => Object.assign(category, { name: 'x' }));
    const second = await catalog.listCategories();
    expect(second.ok && second.value[0]?.name).toBe('Air Conditioning & Heating');
  });

  it('answers after the configured latency', async () => {
    const clock = new FakeClock(new Date('2026-05-11T04:30:00.000Z'));
    const slow = new DemoGateways(new DemoBackend(new MemoryDemoStorage(), clock), {
      latencyMs: 800,
      clock,
    }).catalog;
    const pending = slow.listCategories();
    expect(clock.pendingTimers).toBe(1);
    clock.advance(800);
    expect((await pending).ok).toBe(true);
  });
});
