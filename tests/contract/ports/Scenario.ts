/**
 * One situation of the backend, as a port contract suite asks for it: the adapter under test
 * sets the situation up (a Pact provider state and interaction, or a seeded demo backend), then
 * hands `run` the gateway and the values the situation is about (ids, numbers, codes).
 */
export type Scenario<Gateway, Params> = (
  run: (gateway: Gateway, params: Params) => Promise<void>,
) => Promise<void>;
