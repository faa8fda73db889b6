import { describe, expect, it } from 'vitest';
import { testApp } from '../../../support/testContainer';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';

/** Work that ends when the test says so. */
function pendingWork() {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => done, finish, fail };
}

describe('BusyModel', () => {
  it('is not busy when nothing runs', () => {
    expect(testApp().get(BusyModel).isBusy).toBe(false);
  });

  it('is busy while a blocking call runs', () => {
    const busy = testApp().get(BusyModel);
    const { work } = pendingWork();

    void busy.during(work);

    expect(busy.isBusy).toBe(true);
  });

  it('is no longer busy once the call has ended, and gives its value', async () => {
    const busy = testApp().get(BusyModel);

    const value = await busy.during(() => Promise.resolve(42));

    expect(value).toBe(42);
    expect(busy.isBusy).toBe(false);
  });

  it('is no longer busy after a call that throws, and passes the error on', async () => {
    const busy = testApp().get(BusyModel);
    const { work, fail } = pendingWork();
    const running = busy.during(work);

    fail(new Error('boom'));

    await expect(running).rejects.toThrow('boom');
    expect(busy.isBusy).toBe(false);
  });

  it('stays busy until the last of two overlapping calls ends', async () => {
    const busy = testApp().get(BusyModel);
    const first = pendingWork();
    const second = pendingWork();
    const firstRun = busy.during(first.work);
    const secondRun = busy.during(second.work);

    first.finish();
    await firstRun;

    expect(busy.isBusy).toBe(true);
    second.finish();
    await secondRun;
    expect(busy.isBusy).toBe(false);
  });

  it('is one spinner for the whole app', () => {
    const app = testApp();
    const { work } = pendingWork();

    void app.get(BusyModel).during(work);

    expect(app.get(BusyModel).isBusy).toBe(true);
  });
});
