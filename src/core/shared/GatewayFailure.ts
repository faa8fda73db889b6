/**
 * Why a call to the backend did not give us what we asked for. Gateways return these instead of
 * throwing; use cases turn them into the message the customer sees.
 *
 * - `unavailable`: the server could not be reached, answered with an HTTP error, or timed out.
 * - `malformed`: the server answered, but the payload does not fit the contract.
 * - `rejected`: the server understood and said no (`status: false`), with its own text.
 * - `unauthorized`: the server no longer knows the caller (HTTP 401): the session has ended.
 */
export type GatewayFailure =
  | { readonly kind: 'unavailable'; readonly cause?: 'network' | 'timeout' | 'http' }
  | { readonly kind: 'malformed'; readonly detail?: string }
  | { readonly kind: 'rejected'; readonly reason: string }
  | { readonly kind: 'unauthorized' };

export const unavailable = (cause?: 'network' | 'timeout' | 'http'): GatewayFailure =>
  cause ? { kind: 'unavailable', cause } : { kind: 'unavailable' };
export const malformed = (detail?: string): GatewayFailure =>
  detail ? { kind: 'malformed', detail } : { kind: 'malformed' };
export const rejected = (reason: string): GatewayFailure => ({ kind: 'rejected', reason });
export const unauthorized = (): GatewayFailure => ({ kind: 'unauthorized' });
