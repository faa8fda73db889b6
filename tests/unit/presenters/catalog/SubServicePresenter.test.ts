import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { cart } from '../../../../src/app/features/cart';
import type { DemoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp } from '../../../support/testContainer';
import { demoBackend, foamJet } from '../doubles';
import { CATALOG_GATEWAY_METHODS } from '../../../../src/core/catalog/CatalogGateway';
import { portDouble } from '../../../support/portDouble';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { SubServicePresenter } from '../../../../src/presenters/catalog/SubServicePresenter';
import { LiveAnnouncements } from '../../../../src/presenters/shell/LiveAnnouncements';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ChangeQuantity } from '../../../../src/core/cart/ChangeQuantity';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog, cart];

const SPLIT_AC = 11;
const DUCT_CLEANING = 15; // seeded without options
const FOAM_JET = 111; // ₹599
const GAS_REFILL = 112; // ₹2,499
const GEYSER = 13;

describe('SubServicePresenter', () => {
  it('is loading until the options of the service arrive', () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    void dialog.load(SPLIT_AC);

    expect(dialog.viewModel.status).toBe('loading');
    expect(dialog.viewModel.errorMessage).toBeUndefined();
    expect(dialog.viewModel.emptyMessage).toBeUndefined();
  });

  it('shows the options of the service once loaded', async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(SPLIT_AC);

    expect(dialog.viewModel.status).toBe('ready');
    expect(dialog.viewModel.options.map((option) => option.name)).toEqual([
      'Foam-jet service',
      'Gas refill',
      'Repair',
      'Installation',
      'Uninstallation',
    ]);
  });

  it("says 'Failed to load Subservices' in the dialog when the options cannot be loaded", async () => {
    const app = testApp({ features });
    app.gateways.catalog.failNext('listOptions', unavailable('network'));
    const dialog = app.get(SubServicePresenter);

    await dialog.load(SPLIT_AC);

    expect(dialog.viewModel.status).toBe('error');
    expect(dialog.viewModel.errorMessage).toBe('Failed to load Subservices');
    expect(app.notifier.notifications).toEqual([]);
  });

  it('shows the options when trying again after a failed load', async () => {
    const app = testApp({ features });
    app.gateways.catalog.failNext('listOptions', unavailable('timeout'));
    const dialog = app.get(SubServicePresenter);
    await dialog.load(SPLIT_AC);

    await dialog.retry();

    expect(dialog.viewModel.status).toBe('ready');
    expect(dialog.viewModel.options).toHaveLength(5);
  });

  it("says 'No service options available for this service.' when the service has none", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(DUCT_CLEANING);

    expect(dialog.viewModel.status).toBe('ready');
    expect(dialog.viewModel.emptyMessage).toBe('No service options available for this service.');
  });

  it('shows the price in rupees and the price with 18% GST', async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(SPLIT_AC);

    const foam = dialog.viewModel.options.find((option) => option.id === FOAM_JET);
    expect(foam?.price).toBe('₹599.00');
    expect(foam?.priceWithGst).toBe('₹706.82 with GST');
    const gas = dialog.viewModel.options.find((option) => option.id === GAS_REFILL);
    expect(gas?.price).toBe('₹2,499.00');
  });

  it('shows no price for an option the server gives none for', async () => {
    const catalogue: DemoCatalogue = {
      categories: [{ id: 1, name: 'Plumbing', hasServices: true }],
      services: [
        { id: 10, categoryId: 1, name: 'Taps', categoryName: 'Plumbing', hasOptions: true },
      ],
      options: [{ id: 100, serviceId: 10, serviceName: 'Taps', name: 'Inspection' }],
    };
    const dialog = testApp({ features, catalogue }).get(SubServicePresenter);

    await dialog.load(10);

    const [inspection] = dialog.viewModel.options;
    expect(inspection).not.toHaveProperty('price');
    expect(inspection).not.toHaveProperty('priceWithGst');
  });

  it('drops an option icon URL that could run script', async () => {
    const catalogue: DemoCatalogue = {
      categories: [{ id: 1, name: 'Plumbing', hasServices: true }],
      services: [
        { id: 10, categoryId: 1, name: 'Taps', categoryName: 'Plumbing', hasOptions: true },
      ],
      options: [
        {
          id: 100,
          serviceId: 10,
          serviceName: 'Taps',
          name: 'Tap repair',
          price: 14900,
          icon: 'javascript:alert(1)',
        },
      ],
    };
    const dialog = testApp({ features, catalogue }).get(SubServicePresenter);

    await dialog.load(10);

    expect(dialog.viewModel.options[0]).not.toHaveProperty('icon');
  });

  it("shows the service's picture for an option that has none", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(SPLIT_AC, '/icons/the-service.svg');

    const uninstallation = dialog.viewModel.options.find((o) => o.name === 'Uninstallation');
    const foamJet = dialog.viewModel.options.find((o) => o.name === 'Foam-jet service');
    expect(uninstallation?.icon).toBe('/icons/the-service.svg');
    expect(foamJet?.icon).toBe('/icons/split-ac.svg');
  });

  it("does not stand in a service's picture that could run script", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(SPLIT_AC, 'javascript:alert(1)');

    const uninstallation = dialog.viewModel.options.find((o) => o.name === 'Uninstallation');
    expect(uninstallation).not.toHaveProperty('icon');
  });

  it("offers 'Book Now' for an option that is not in the cart", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(SPLIT_AC);

    const foam = dialog.viewModel.options.find((option) => option.id === FOAM_JET);
    expect(foam).toMatchObject({ added: false, bookLabel: 'Book Now' });
  });

  it("puts a booked option in the cart and shows it as 'Added to Cart'", async () => {
    const app = testApp({ features });
    const dialog = app.get(SubServicePresenter);
    await dialog.load(SPLIT_AC);

    dialog.book(FOAM_JET);

    const cart = app.get(CartModel);
    expect(cart.items.map((item) => [item.optionId, item.quantity])).toEqual([[FOAM_JET, 1]]);
    const foam = dialog.viewModel.options.find((option) => option.id === FOAM_JET);
    expect(foam).toMatchObject({ added: true, bookLabel: 'Added to Cart' });
  });

  it("announces the booked option and the cart's count politely: 'Gas refill added. Cart, 2 items'", async () => {
    const app = testApp({ features });
    const dialog = app.get(SubServicePresenter);
    await dialog.load(SPLIT_AC);
    dialog.book(FOAM_JET);

    dialog.book(GAS_REFILL);

    expect(app.get(LiveAnnouncements).text).toBe('Gas refill added. Cart, 2 items');
  });

  it('does nothing when an option already added is booked again', async () => {
    const app = testApp({ features });
    const dialog = app.get(SubServicePresenter);
    await dialog.load(SPLIT_AC);
    dialog.book(FOAM_JET);

    dialog.book(FOAM_JET);

    expect(app.get(CartModel).items.map((item) => item.quantity)).toEqual([1]);
  });

  it("shows an option that was put in the cart earlier as 'Added to Cart' from the start", async () => {
    const app = testApp({ features });
    app.get(AddToCart).execute(foamJet);
    const dialog = app.get(SubServicePresenter);

    await dialog.load(SPLIT_AC);

    const foam = dialog.viewModel.options.find((option) => option.id === FOAM_JET);
    expect(foam).toMatchObject({ added: true, bookLabel: 'Added to Cart' });
  });

  it("reads 'Close' and offers no checkout while the cart is empty", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(SPLIT_AC);

    expect(dialog.viewModel.closeLabel).toBe('Close');
    expect(dialog.viewModel.checkoutLabel).toBeUndefined();
  });

  it("reads 'Continue Shopping' once the cart holds something", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);
    await dialog.load(SPLIT_AC);

    dialog.book(FOAM_JET);

    expect(dialog.viewModel.closeLabel).toBe('Continue Shopping');
  });

  it("offers 'Proceed to Checkout (n)' with the number of units in the cart", async () => {
    const app = testApp({ features });
    const dialog = app.get(SubServicePresenter);
    await dialog.load(SPLIT_AC);
    dialog.book(FOAM_JET);
    dialog.book(GAS_REFILL);

    app.get(ChangeQuantity).execute(GAS_REFILL, 2);

    expect(dialog.viewModel.checkoutLabel).toBe('Proceed to Checkout (3)');
  });

  it('goes to the cart on Proceed to Checkout', async () => {
    const app = testApp({ features });
    const dialog = app.get(SubServicePresenter);
    await dialog.load(SPLIT_AC);
    dialog.book(FOAM_JET);

    dialog.proceedToCheckout();

    expect(app.navigator.visited).toEqual(['/cart']);
  });

  it("offers 'View Details' with the details closed at first", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);

    await dialog.load(SPLIT_AC);

    const foam = dialog.viewModel.options.find((option) => option.id === FOAM_JET);
    expect(foam).toMatchObject({ detailsOpen: false, detailsLabel: 'View Details' });
  });

  it("shows the description and how the price is made up on View Details, then offers 'Hide Details'", async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);
    await dialog.load(SPLIT_AC);

    dialog.toggleDetails(FOAM_JET);

    const foam = dialog.viewModel.options.find((option) => option.id === FOAM_JET);
    expect(foam).toMatchObject({ detailsOpen: true, detailsLabel: 'Hide Details' });
    expect(foam?.details).toEqual([
      'Filters, coils and drain tray deep-cleaned with foam and a jet pump.',
      '₹599.00 + ₹107.82 GST (18%) = ₹706.82 per visit',
    ]);
  });

  it('hides the details again on Hide Details', async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);
    await dialog.load(SPLIT_AC);
    dialog.toggleDetails(FOAM_JET);

    dialog.toggleDetails(FOAM_JET);

    const foam = dialog.viewModel.options.find((option) => option.id === FOAM_JET);
    expect(foam).toMatchObject({ detailsOpen: false, detailsLabel: 'View Details' });
  });

  it('opens the details of one option only', async () => {
    const dialog = testApp({ features }).get(SubServicePresenter);
    await dialog.load(SPLIT_AC);

    dialog.toggleDetails(FOAM_JET);

    const gas = dialog.viewModel.options.find((option) => option.id === GAS_REFILL);
    expect(gas?.detailsOpen).toBe(false);
  });

  it('keeps the options of the service opened last when an earlier answer arrives late', async () => {
    const catalog = portDouble(CATALOG_GATEWAY_METHODS, {
      inner: new DemoGateways(demoBackend()).catalog,
    });
    const dialog = testApp({ features, overrides: [override(TOKENS.catalogGateway, catalog)] }).get(
      SubServicePresenter,
    );
    catalog.hold('listOptions', SPLIT_AC);
    const slow = dialog.load(SPLIT_AC);
    await dialog.load(GEYSER);

    catalog.release('listOptions', SPLIT_AC);
    await slow;

    const names = dialog.viewModel.options.map((option) => option.name);
    expect(names).toContain('Descaling');
    expect(names).not.toContain('Foam-jet service');
  });
});
