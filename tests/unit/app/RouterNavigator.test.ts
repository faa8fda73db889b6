import { describe, expect, it } from 'vitest';
import { RouterNavigator } from '../../../src/app/RouterNavigator';

/** A browser location that records where it was sent. */
class RecordingLocation {
  readonly assigned: string[] = [];
  constructor(readonly pathname = '/cart') {}
  assign(url: string): void {
    this.assigned.push(url);
  }
}

describe('RouterNavigator', () => {
  it.each([
    ['/about?x=1#top', '/about?x=1#top'],
    ['//evil.example/about', '/evil.example/about'],
    ['/\\evil.example/about', '/evil.example/about'],
    ['\\\\evil.example', '/evil.example'],
  ])('reloads %s on this site, as %s', (path, expected) => {
    const location = new RecordingLocation();

    new RouterNavigator(location).reload(path);

    expect(location.assigned).toEqual([expected]);
  });

  it('reloads a page at the address of the language open', () => {
    const location = new RecordingLocation('/te/my-bookings');

    new RouterNavigator(location).reload('/my-bookings-info?bookingId=5004');
    new RouterNavigator(location).reload('/te/cart');

    expect(location.assigned).toEqual(['/te/my-bookings-info?bookingId=5004', '/te/cart']);
  });
});
