/**
 * Every method of a port, by name, checked whole where the port is written: a method added to the
 * port and not to its list is a type error beside it. What is built once for every method (a late
 * adapter, a fake, a test double) is built from this list, so no one forgets a method there.
 */
export class PortMethods<Port> {
  // The port the list belongs to, for the type checker alone: a BookingGateway's list cannot be
  // given where an AuthGateway's is wanted.
  declare private readonly port: Port;

  private constructor(readonly names: readonly (keyof Port & string)[]) {}

  /** `PortMethods.of<BookingGateway>()(['saveCart', 'book', …])`: a name left out does not compile. */
  static of<Port>() {
    return <const Names extends readonly (keyof Port & string)[]>(
      names: Names & Complete<Port, Names>,
    ): PortMethods<Port> => new PortMethods<Port>(names);
  }

  /**
   * An object of the port whose every method is `method(name)`. The one type assertion of the
   * ports' plumbing: the type checker cannot follow a loop over names to the object it builds,
   * and the list is whole (`of` checked it), so the object has every method of the port.
   */
  implementEach(method: (name: keyof Port & string) => (...args: never[]) => unknown): Port {
    return Object.fromEntries(this.names.map((name) => [name, method(name)])) as Port;
  }
}

/** Nothing when `Names` holds every method of `Port`; else what is missing, as the error says. */
type Complete<Port, Names extends readonly unknown[]> = [
  Exclude<keyof Port, Names[number]>,
] extends [never]
  ? unknown
  : { readonly missing: Exclude<keyof Port, Names[number]> };
