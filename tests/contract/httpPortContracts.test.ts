import { resolve } from 'node:path';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpAuthGateway } from '../../src/adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../src/adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../../src/adapters/http/HttpProfileGateway';
import * as auth from './interactions/authInteractions';
import * as booking from './interactions/bookingInteractions';
import * as catalog from './interactions/catalogInteractions';
import * as profile from './interactions/profileInteractions';
import * as slots from './interactions/slotsInteractions';
import * as visit from './interactions/visitInteractions';
import { newPact, runScenario, type PactScenario } from './pactSetup';
import { authGatewayContract } from './ports/authGatewayContract';
import { bookingGatewayContract } from './ports/bookingGatewayContract';
import { catalogGatewayContract } from './ports/catalogGatewayContract';
import { profileGatewayContract } from './ports/profileGatewayContract';
import type { Scenario } from './ports/Scenario';
import { visitGatewayContract } from './ports/visitGatewayContract';

// The port suites run on the very interactions of the committed pact, so the HTTP adapter is held
// to the same behaviour as the fakes on what the contract lets the backend answer. Their pact is
// a by-product written aside: the committed one comes from the gateway tests alone.
const pact = newPact(resolve(import.meta.dirname, '../.tmp/port-contract-pacts'));

function onMockServer<G, P>(
  scenario: PactScenario<P>,
  gatewayFor: (client: ApiClient) => G,
): Scenario<G, P> {
  return (run) => runScenario(pact, scenario, gatewayFor, run);
}

const authOn = (client: ApiClient) => new HttpAuthGateway(client);
const catalogOn = (client: ApiClient) => new HttpCatalogGateway(client);
const profileOn = (client: ApiClient) => new HttpProfileGateway(client);
const bookingOn = (client: ApiClient) => new HttpBookingGateway(client);

authGatewayContract('HttpAuthGateway on the Pact mock server', {
  knownCustomer: onMockServer(auth.knownCustomerLogsIn, authOn),
  refusedNumber: onMockServer(auth.refusedNumberLogsIn, authOn),
  customerWithCode: onMockServer(auth.customerEntersRightCode, authOn),
  newNumberWithCode: onMockServer(auth.newNumberEntersRightCode, authOn),
  wrongCode: onMockServer(auth.customerEntersWrongCode, authOn),
});

catalogGatewayContract('HttpCatalogGateway on the Pact mock server', {
  categoriesExist: onMockServer(catalog.categoriesExist, catalogOn),
  categoryHasServices: onMockServer(catalog.categoryHasServices, catalogOn),
  serviceHasOptions: onMockServer(catalog.serviceHasOptions, catalogOn),
});

profileGatewayContract('HttpProfileGateway on the Pact mock server', {
  customerHasProfile: onMockServer(profile.customerHasProfile, profileOn),
  newUserHasNoProfile: onMockServer(profile.newUserHasNoProfile, profileOn),
  customerSavesProfile: onMockServer(profile.customerSavesProfile, profileOn),
  unknownUserSavesProfile: onMockServer(profile.unknownUserSavesProfile, profileOn),
});

bookingGatewayContract('HttpBookingGateway on the Pact mock server', {
  optionsAreOffered: onMockServer(booking.customerSavesCart, bookingOn),
  cartIsSaved: onMockServer(booking.customerBooksSavedCart, bookingOn),
  customerHasBookings: onMockServer(booking.customerHasBookings, bookingOn),
  customerHasNoBookings: onMockServer(booking.customerHasNoBookings, bookingOn),
  bookingHasWorkOrders: onMockServer(booking.bookingHasWorkOrders, bookingOn),
  bookingHasNoWorkOrders: onMockServer(booking.bookingHasNoWorkOrders, bookingOn),
  workOrderIsCancellable: onMockServer(booking.customerCancelsWorkOrder, bookingOn),
});

const withVisitsOn = (client: ApiClient) => new HttpBookingGateway(client, true);

visitGatewayContract('HttpBookingGateway on the Pact mock server', {
  windowsAreOffered: onMockServer(slots.customerSeesVisitSlots, bookingOn),
  windowIsOpen: onMockServer(slots.customerBooksInWindow, bookingOn),
  windowIsFull: onMockServer(slots.customerBooksInFullWindow, bookingOn),
  visitCanMove: onMockServer(slots.customerChangesVisitTime, bookingOn),
  visitCannotMove: onMockServer(slots.customerChangesVisitTimeTooLate, bookingOn),
  bookingHasVisits: onMockServer(visit.bookingHasVisits, withVisitsOn),
});
