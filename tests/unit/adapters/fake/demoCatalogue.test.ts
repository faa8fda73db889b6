import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import { isSafeImageUrl } from '../../../../src/core/shared/safeImageUrl';

const { categories, services, options } = demoCatalogue;
const publicDir = fileURLToPath(new URL('../../../../public', import.meta.url));
const specCategories = [
  'Air Conditioning & Heating',
  'Electrical',
  'Electronics',
  'Appliances',
  'Carpentry',
  'Plumbing',
];

const servicesOf = (categoryId: number) => services.filter((s) => s.categoryId === categoryId);
const optionsOf = (serviceId: number) => options.filter((o) => o.serviceId === serviceId);

describe('demoCatalogue', () => {
  it('offers the six categories of the spec and one that has no services yet', () => {
    expect(categories.map((c) => c.name)).toEqual([...specCategories, 'Pest Control']);
    const empty = categories.filter((c) => !c.hasServices);
    expect(empty.map((c) => c.name)).toEqual(['Pest Control']);
    expect(empty[0]?.description).toBe('Coming soon to Hyderabad');
    expect(servicesOf(empty[0]?.id ?? -1)).toEqual([]);
  });

  it('gives every real category at least four services, and says so in hasServices', () => {
    for (const category of categories.filter((c) => c.name !== 'Pest Control')) {
      expect(category.hasServices).toBe(true);
      expect(servicesOf(category.id).length, category.name).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives each service with options three to six of them, and exactly one service none', () => {
    const withoutOptions = services.filter((s) => !s.hasOptions);
    expect(withoutOptions).toHaveLength(1);
    expect(optionsOf(withoutOptions[0]?.id ?? -1)).toEqual([]);
    for (const service of services.filter((s) => s.hasOptions)) {
      const count = optionsOf(service.id).length;
      expect(count, service.name).toBeGreaterThanOrEqual(3);
      expect(count, service.name).toBeLessThanOrEqual(6);
    }
  });

  it('uses positive whole ids, unique per kind, and option ids unique across the catalogue', () => {
    for (const list of [categories, services, options]) {
      const ids = list.map((item) => item.id);
      expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('links every service to its category and every option to its service by name', () => {
    for (const service of services) {
      expect(categories.find((c) => c.id === service.categoryId)?.name).toBe(service.categoryName);
    }
    for (const option of options) {
      expect(services.find((s) => s.id === option.serviceId)?.name).toBe(option.serviceName);
    }
  });

  it('has options of the same name in different services, which the cart must keep apart', () => {
    const repairs = options.filter((o) => o.name === 'Repair');
    expect(new Set(repairs.map((o) => o.serviceId)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(repairs.map((o) => o.id)).size).toBe(repairs.length);
    const installations = options.filter((o) => o.name === 'Installation');
    expect(new Set(installations.map((o) => o.serviceId)).size).toBeGreaterThanOrEqual(2);
  });

  it('prices every option in whole paise, some with paise beyond the rupee', () => {
    for (const option of options) {
      expect(Number.isInteger(option.price), option.name).toBe(true);
      expect(option.price ?? 0).toBeGreaterThan(0);
    }
    expect(options.some((o) => (o.price ?? 0) % 100 !== 0)).toBe(true);
    expect(
      options.find((o) => o.serviceName === 'Split AC' && o.name === 'Gas refill')?.price,
    ).toBe(249_900);
  });

  it('leaves some descriptions and some option icons out, as real data does', () => {
    expect(categories.some((c) => c.description === undefined)).toBe(true);
    expect(services.some((s) => s.description === undefined)).toBe(true);
    expect(options.some((o) => o.description === undefined)).toBe(true);
    expect(options.some((o) => o.icon === undefined)).toBe(true);
    expect(options.filter((o) => o.description !== undefined).length).toBeGreaterThan(
      options.length / 3,
    );
  });

  it('points every icon at a small safe local SVG that exists in public/', () => {
    const icons = new Set(
      [...categories, ...services, ...options].flatMap((item) => (item.icon ? [item.icon] : [])),
    );
    expect(icons.size).toBeGreaterThanOrEqual(10);
    for (const icon of icons) {
      expect(isSafeImageUrl(icon), icon).toBe(true);
      expect(icon, icon).toMatch(/^\/icons\/[a-z-]+\.svg$/);
      const file = `${publicDir}${icon}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.length, icon).toBeLessThan(1024);
      expect(svg, icon).toContain('viewBox="0 0 48 48"');
      expect(svg, icon).not.toMatch(/<script|on[a-z]+=/i);
    }
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(categories)).toBe(true);
    expect(Object.isFrozen(options[0])).toBe(true);
  });
});
