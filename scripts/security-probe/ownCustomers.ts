/**
 * The security probe's own customers, for a backend without provider states: two numbers of its
 * own (PROBE_MOBILES), taken as far as SPEC §7's calls go without a code (login answers each
 * number's user id), and the data the probe makes for customer A through those calls: a profile,
 * bookings at the catalogue's price. It changes nothing else, and leaves customer A's number
 * alone when it already holds a profile the probe did not write.
 */
import { randomBytes } from 'node:crypto';
import { isValidMobile } from '../../src/core/auth/mobileNumber';
import { isCancellable } from '../../src/core/booking/cancellation';
import { WalkCatalogue } from '../../src/core/catalog/WalkCatalogue';
import type { Profile } from '../../src/core/profile/Profile';
import type { Paise } from '../../src/core/shared/Money';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import { setting, SettingError, type Env } from '../pact-kit/settings';
import { answered, type Exchange, type ProbeClient } from './probeClient';

/**
 * The numbers the probe uses when PROBE_MOBILES names none. No Indian mobile range is reserved
 * for tests, so these are only unlikely: a backend team sets numbers of its own test instance.
 */
export const DEFAULT_PROBE_MOBILES = ['6999999901', '6999999902'] as const;

/** PROBE_MOBILES: two different mobile numbers (SPEC §5), comma-separated; else the defaults. */
export function probeMobilesFrom(env: Env): readonly [string, string] {
  const given = setting(env, 'PROBE_MOBILES');
  if (given === undefined) return DEFAULT_PROBE_MOBILES;
  const mobiles = given.split(',').map((mobile) => mobile.replace(/\D/g, ''));
  const [a, b] = mobiles;
  if (mobiles.length !== 2 || !a || !b || a === b || !mobiles.every(isValidMobile))
    throw new SettingError(
      `PROBE_MOBILES must be two different mobile numbers (ten digits, the first 6 to 9), comma-separated: ${given}`,
    );
  return [a, b];
}

/** One of the probe's numbers, and the user id its login answered (or why it did not). */
export interface OwnCustomer {
  readonly mobile: string;
  readonly userId: Result<number, string>;
}

/** The option the probe books, with the catalogue's price of it. */
export interface PricedOption {
  readonly optionId: number;
  readonly price: Paise;
}

/** The profile the probe writes for customer A: nobody's, and marked with this run. */
export interface ProbeProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Holds the run's mark: only this run's write shows it. */
  readonly address: string;
}

/** The e-mail of the profile the probe writes: how a later run knows the number is the probe's. */
const PROBE_EMAIL = 'security-probe-a@example.invalid';

const described = (exchange: Exchange) => `${exchange.call} without a token ${answered(exchange)}`;

export class OwnCustomers {
  readonly profile: ProbeProfile;
  private written: Promise<{ readonly taken: boolean; readonly exchange: Exchange }> | undefined;
  private option: Promise<Result<PricedOption, string>> | undefined;
  private first: Promise<Result<number, string>> | undefined;
  /** The bookings the probe made for customer A, oldest first. */
  private readonly bookingIds: number[] = [];

  private constructor(
    readonly client: ProbeClient,
    readonly a: OwnCustomer,
    readonly b: OwnCustomer,
    /** Why the probe leaves customer A's number alone, if it does. */
    readonly leftAlone: string | undefined,
    private readonly mark: string,
  ) {
    this.profile = {
      firstName: 'Probe',
      lastName: 'Customer A',
      email: PROBE_EMAIL,
      address: `Written by the security probe (run ${mark}); nobody lives here`,
    };
  }

  /**
   * Asks a code for each number, as the app's login does (SPEC §7 answers the user id then), and
   * reads customer A's profile as anyone may try: a profile there that the probe did not write
   * is someone's, and the probe then changes nothing of that number.
   */
  static async start(
    client: ProbeClient,
    [mobileA, mobileB]: readonly [string, string],
  ): Promise<OwnCustomers> {
    const logIn = async (mobile: string): Promise<OwnCustomer> => {
      const { result, exchange } = await client.as(undefined, (api) => api.auth.sendOtp(mobile));
      return {
        mobile,
        userId: result.ok
          ? ok(result.value.userId)
          : fail(`${exchange.call} for ${mobile} ${answered(exchange)}`),
      };
    };
    const a = await logIn(mobileA);
    const b = await logIn(mobileB);
    let leftAlone: string | undefined;
    if (a.userId.ok) {
      const userId = a.userId.value;
      const { result } = await client.as(undefined, (api) => api.profile.load(userId));
      if (result.ok && !isNobodys(result.value))
        leftAlone = `mobile ${mobileA} holds a profile the probe did not write, so the probe leaves it alone`;
    }
    return new OwnCustomers(client, a, b, leftAlone, randomBytes(6).toString('hex'));
  }

  /** Customer A's user id, or why no check can act as her. */
  customerA(): Result<number, string> {
    if (this.leftAlone) return fail(this.leftAlone);
    return this.a.userId.ok
      ? this.a.userId
      : fail(`customer A has no user id: ${this.a.userId.error}`);
  }

  /** Whether an answer shows the profile this run wrote. */
  showsOwnProfile(exchange: Exchange): boolean {
    return exchange.text.includes(this.mark);
  }

  /** Writes the probe's profile for customer A, once, with userSignUp and no session. */
  writeProfile(userId: number): Promise<{ readonly taken: boolean; readonly exchange: Exchange }> {
    this.written ??= (async () => {
      const { result, exchange } = await this.client.as(undefined, (api) =>
        api.profile.save({
          userId,
          ...this.profile,
          // SPEC §5 asks a new profile for one; nobody learns it, nobody needs it.
          password: randomBytes(12).toString('base64url'),
          altContact: '',
        }),
      );
      return { taken: result.ok, exchange };
    })();
    return this.written;
  }

  /** The catalogue's option of lowest id priced above ₹0.01, read as the app reads it. */
  pricedOption(): Promise<Result<PricedOption, string>> {
    this.option ??= (async () => {
      const { result, exchange } = await this.client.as(undefined, (api) =>
        new WalkCatalogue(api.catalog).execute(),
      );
      if (!result.ok) return fail(`the probe could not read the catalogue: ${described(exchange)}`);
      const priced = result.value.options
        .filter((option) => option.price !== undefined && option.price > 1)
        .sort((left, right) => left.id - right.id)[0];
      return priced?.price === undefined
        ? fail('the catalogue lists no option priced above ₹0.01')
        : ok({ optionId: priced.id, price: priced.price });
    })();
    return this.option;
  }

  /** Customer A's first booking, at the catalogue's price: made once. */
  booking(userId: number): Promise<Result<number, string>> {
    this.first ??= this.book(userId);
    return this.first;
  }

  /** A booking of customer A at the catalogue's price, as the app would make it. */
  private async book(userId: number): Promise<Result<number, string>> {
    const option = await this.pricedOption();
    if (!option.ok) return option;
    const { optionId, price } = option.value;
    const saved = await this.client.as(undefined, (api) =>
      api.booking.saveCart(userId, [{ optionId, quantity: 1, unitPrice: price }]),
    );
    if (!saved.result.ok)
      return fail(`a cart at the catalogue's price was not saved: ${described(saved.exchange)}`);
    const booked = await this.client.as(undefined, (api) => api.booking.book(userId));
    if (!booked.result.ok)
      return fail(`a cart at the catalogue's price was not booked: ${described(booked.exchange)}`);
    this.bookingIds.push(booked.result.value.bookingId);
    return ok(booked.result.value.bookingId);
  }

  /** Notes a booking the probe made for customer A by other means than `booking`. */
  made(bookingId: number): void {
    this.bookingIds.push(bookingId);
  }

  /**
   * Cancels the work orders the probe left open, as customer A would (her user id, no session,
   * which a backend that keeps sessions refuses), and says what of the probe's own data stays on
   * the backend; undefined when the probe wrote nothing.
   */
  async tidyUp(): Promise<string | undefined> {
    const written = this.written ? (await this.written).taken : false;
    const a = this.customerA();
    if (!a.ok || (!written && this.bookingIds.length === 0)) return undefined;
    const open: number[] = [];
    for (const bookingId of this.bookingIds) {
      const { result } = await this.client.as(undefined, (api) =>
        api.booking.getBookingDetail(bookingId),
      );
      for (const order of result.ok ? result.value : []) {
        if (!isCancellable(order.statusId)) continue;
        const cancelled = await this.client.as(undefined, (api) =>
          api.booking.cancelWorkOrder(a.value, order.workOrderId),
        );
        if (!cancelled.result.ok) open.push(order.workOrderId);
      }
    }
    const kept = [
      ...(written ? ['her profile'] : []),
      ...(this.bookingIds.length > 0 ? [`bookings ${listed(this.bookingIds)}`] : []),
    ];
    const orders =
      this.bookingIds.length === 0
        ? ''
        : open.length > 0
          ? `, work orders ${listed(open)} still open (cancel them by hand)`
          : ', their work orders cancelled';
    return `Left on the backend, all the probe's own (customer A, mobile ${this.a.mobile}, user ${a.value}): ${kept.join(' and ')}${orders}.`;
  }

  /**
   * A work order of customer A's own bookings that may still be cancelled, read without a
   * session: one of a booking the probe made, or of a new one when none is open.
   */
  async openWorkOrder(
    userId: number,
  ): Promise<Result<{ readonly bookingId: number; readonly workOrderId: number }, string>> {
    const first = await this.booking(userId);
    if (!first.ok) return fail(`customer A has no booking of the probe's: ${first.error}`);
    const open = async (bookingId: number) => {
      const { result, exchange } = await this.client.as(undefined, (api) =>
        api.booking.getBookingDetail(bookingId),
      );
      if (!result.ok)
        return fail(`the probe could not read its booking ${bookingId}: ${described(exchange)}`);
      const order = result.value.find((each) => isCancellable(each.statusId));
      return ok(order ? { bookingId, workOrderId: order.workOrderId } : undefined);
    };
    for (const bookingId of [...this.bookingIds].reverse()) {
      const found = await open(bookingId);
      if (!found.ok) return found;
      if (found.value) return ok(found.value);
    }
    const another = await this.book(userId);
    if (!another.ok) return fail(`customer A's next booking was not made: ${another.error}`);
    const found = await open(another.value);
    if (!found.ok) return found;
    if (found.value) return ok(found.value);
    return fail(`the probe's new booking ${another.value} has no work order that may be cancelled`);
  }
}

/** "5006, 5007 and 5008" */
const listed = (ids: readonly number[]) =>
  ids.length < 2 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`;

/** A profile nobody filled in yet, or one the probe wrote in an earlier run. */
function isNobodys(profile: Profile): boolean {
  return profile.firstName.trim() === '' || profile.email === PROBE_EMAIL;
}
