import { authGatewayContract } from './authGatewayContract';
import { paymentGatewayContract } from './paymentGatewayContract';
import type { PortContract } from './portContract';
import { bookingGatewayContract } from './bookingGatewayContract';
import { catalogGatewayContract } from './catalogGatewayContract';
import { profileGatewayContract } from './profileGatewayContract';
import { ratingGatewayContract } from './ratingGatewayContract';
import { slotsGatewayContract, visitGatewayContract } from './visitGatewayContract';

/** Every port contract, run on the demo (fakePortContracts) and over HTTP (httpPortContracts). */
export const PORT_CONTRACTS: readonly PortContract<object>[] = [
  authGatewayContract,
  catalogGatewayContract,
  profileGatewayContract,
  bookingGatewayContract,
  slotsGatewayContract,
  visitGatewayContract,
  paymentGatewayContract,
  ratingGatewayContract,
];
