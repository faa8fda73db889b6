import { describe, expect, it } from 'vitest';
import { about } from '../../../../src/app/features/about';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { CatalogueFiguresPresenter } from '../../../../src/presenters/catalog/CatalogueFiguresPresenter';
import { testApp } from '../../../support/testContainer';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [about];

describe('CatalogueFiguresPresenter (the about page’s counters)', () => {
  it('counts what the catalogue offers: kinds of repair, services, and options', async () => {
    const figures = testApp({ features }).get(CatalogueFiguresPresenter);

    await figures.load();

    expect(figures.viewModel).toEqual({
      status: 'ready',
      figures: [
        { label: 'Kinds of home repair', value: '6' },
        { label: 'Services you can book', value: '27' },
        { label: 'Options to choose from', value: '93' },
      ],
      note: 'Counted from the services you can book on this site today.',
    });
  });

  it('says it is counting meanwhile', () => {
    expect(testApp({ features }).get(CatalogueFiguresPresenter).viewModel).toMatchObject({
      status: 'loading',
      note: 'Counting the services on offer…',
    });
  });

  it('shows no figure it cannot count', async () => {
    const app = testApp({ features });
    app.gateways.catalog.failNext('listCategories', unavailable('network'));
    const figures = app.get(CatalogueFiguresPresenter);

    await figures.load();

    expect(figures.viewModel).toEqual({
      status: 'unavailable',
      figures: [],
      note: 'The figures cannot be counted right now.',
    });
  });

  it('counts once a session', async () => {
    const app = testApp({ features });
    await app.get(CatalogueFiguresPresenter).load();
    app.gateways.catalog.failNext('listCategories', unavailable('network'));

    const again = app.get(CatalogueFiguresPresenter);

    expect(again.viewModel.status).toBe('ready');
  });
});
