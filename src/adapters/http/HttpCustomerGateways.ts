import type { Extensions } from '../../core/shared/Extensions';
import type { ApiClient } from './ApiClient';
import { HttpAuthGateway } from './HttpAuthGateway';
import { HttpBookingGateway } from './HttpBookingGateway';
import { HttpPaymentGateway } from './HttpPaymentGateway';
import { HttpProfileGateway } from './HttpProfileGateway';
import { HttpRatingGateway } from './HttpRatingGateway';

/**
 * The gateways of logging in and of a customer's own data (bookings, profile) over HTTP, which a
 * visitor's first page does not need: HttpGateways downloads them on their first call.
 */
export class HttpCustomerGateways {
  readonly auth: HttpAuthGateway;
  readonly booking: HttpBookingGateway;
  readonly profile: HttpProfileGateway;
  readonly payment: HttpPaymentGateway;
  readonly rating: HttpRatingGateway;

  constructor(client: ApiClient, extensions: Extensions, imageOrigins: readonly string[] = []) {
    this.auth = new HttpAuthGateway(client, extensions.has('session'));
    this.booking = new HttpBookingGateway(
      client,
      extensions.has('visit'),
      extensions.has('payments'),
      extensions.has('ratings'),
      imageOrigins,
    );
    this.profile = new HttpProfileGateway(client);
    this.payment = new HttpPaymentGateway(client);
    this.rating = new HttpRatingGateway(client);
  }
}
