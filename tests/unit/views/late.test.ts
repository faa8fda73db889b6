import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { Features, type FeatureName } from '../../../src/presenters/Features';
import { late } from '../../../src/views/shared/late';

const Page = () => null;

/** A loader that records which features it was asked for. */
class RecordingFeatures extends Features {
  readonly loaded: FeatureName[] = [];
  async load(feature: FeatureName): Promise<void> {
    this.loaded.push(feature);
  }
}

function containerWith(features: Features): Container {
  const container = new Container();
  container.bind(Features).toConstantValue(features);
  return container;
}

describe('late', () => {
  it('loads the view with its feature, once per container', async () => {
    const features = new RecordingFeatures();
    const container = containerWith(features);
    const view = late(async () => Page, 'booking');

    await Promise.all([view.load(container), view.load(container)]);

    expect(view.isLoaded(container)).toBe(true);
    expect(features.loaded).toEqual(['booking']);
  });

  it('tries again after its code could not be downloaded', async () => {
    let attempts = 0;
    const view = late(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('offline');
      return Page;
    });
    const container = containerWith(new RecordingFeatures());

    await expect(view.load(container)).rejects.toThrow('offline');
    expect(view.isLoaded(container)).toBe(false);

    await expect(view.load(container)).resolves.toBe(Page);
    expect(view.isLoaded(container)).toBe(true);
  });
});
