import type { PortMethods } from '../../src/core/shared/PortMethods';

type Call = (...args: never[]) => unknown;
type Args<F> = F extends (...args: infer A) => unknown ? A : never;

/** One call a double received: the method's name, then its arguments (`['book', 17]`). */
export type PortCall<Port> = {
  [K in keyof Port]: [K, ...Args<Port[K]>];
}[keyof Port];

/** What each method answers, as the test scripts it (`answers.book = ok({ bookingId: 42 })`). */
export type Answers<Port> = {
  -readonly [K in keyof Port]?: Port[K] extends Call ? Awaited<ReturnType<Port[K]>> : never;
};

/** A hand-written double of a port: the port itself, and what a test reads and drives. */
export type PortDouble<Port> = Port & {
  /** Every call received, in order; arguments left out at the end are not recorded. */
  readonly calls: PortCall<Port>[];
  /** The answer each method gives; a method without one asks `inner`, or fails the test. */
  readonly answers: Answers<Port>;
  /** The arguments of each call of `method`, in order. */
  callsTo<K extends keyof Port>(method: K): Args<Port[K]>[];
  /**
   * Keeps the calls of `method` on the wire until `release`: those whose first arguments are
   * `args`, or every one given none (a slow server, on cue; one never released never answers).
   */
  hold<K extends keyof Port>(method: K, ...args: Partial<Args<Port[K]>>): void;
  /** Answers the held calls of `method` whose first arguments are `args`, and holds no more of them. */
  release<K extends keyof Port>(method: K, ...args: Partial<Args<Port[K]>>): void;
};

export interface PortDoubleOptions<Port> {
  /** Answers scripted from the start; a test may change them at any time. */
  readonly answers?: Answers<Port>;
  /** The gateway asked for what is not scripted (usually the demo's): a double that watches it. */
  readonly inner?: Port;
}

interface Hold {
  readonly method: PropertyKey;
  readonly args: readonly unknown[];
}

interface HeldCall extends Hold {
  readonly answer: () => void;
}

/**
 * A double of any port, built from its method list (no method written per port): it records each
 * call, keeps it on the wire while the test holds it, then answers what the test scripted for its
 * method or what `inner` answers. A call nothing answers rejects, naming the method, so the test
 * fails where it forgot to script.
 */
export function portDouble<Port extends { [K in keyof Port]: Call }>(
  methods: PortMethods<Port>,
  { answers = {}, inner }: PortDoubleOptions<Port> = {},
): PortDouble<Port> {
  const calls: PortCall<Port>[] = [];
  const scripted: Answers<Port> = { ...answers };
  const holds: Hold[] = [];
  const held: HeldCall[] = [];

  const port = methods.implementEach((method) => async (...args: never[]) => {
    const sent = trimmed(args);
    // The name and the arguments the port's caller gave, which the type checker cannot follow
    // through the loop over the port's names.
    calls.push([method, ...sent] as PortCall<Port>);
    if (holds.some((hold) => hold.method === method && startsWith(sent, hold.args)))
      await new Promise<void>((answer) => held.push({ method, args: sent, answer }));
    if (method in scripted) return scripted[method];
    if (inner) return inner[method](...args);
    throw new Error(`no answer scripted for ${method}`);
  });

  return Object.assign(port, {
    calls,
    answers: scripted,
    callsTo: <K extends keyof Port>(method: K) =>
      calls
        .filter((call): call is [K, ...Args<Port[K]>] => call[0] === method)
        .map(([, ...args]) => args),
    hold: (method: keyof Port, ...args: unknown[]) => void holds.push({ method, args }),
    release: (method: keyof Port, ...args: unknown[]) => {
      takeOut(holds, (hold) => hold.method === method && sameArgs(hold.args, args));
      for (const call of takeOut(
        held,
        (each) => each.method === method && startsWith(each.args, args),
      ))
        call.answer();
    },
  });
}

/** The arguments as a request carries them: an optional one left out is not sent. */
function trimmed(args: readonly unknown[]): unknown[] {
  return args.slice(0, args.findLastIndex((arg) => arg !== undefined) + 1);
}

function startsWith(args: readonly unknown[], first: readonly unknown[]): boolean {
  return first.every((value, index) => Object.is(args[index], value));
}

function sameArgs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && startsWith(a, b);
}

/** Removes from `list` the items `which` picks, and gives them. */
function takeOut<T>(list: T[], which: (item: T) => boolean): T[] {
  const taken = list.filter(which);
  for (const item of taken) list.splice(list.indexOf(item), 1);
  return taken;
}
