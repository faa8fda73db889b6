import { describe, expect, it } from 'vitest';
import { LocalStoragePaymentChoice } from '../../../../src/adapters/storage/LocalStoragePaymentChoice';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';

describe('LocalStoragePaymentChoice', () => {
  it('remembers the choice under paymentChoice and reads it back', () => {
    const storage = new MemoryStorage();
    const store = new LocalStoragePaymentChoice(storage);

    store.write('after-service');

    expect(storage.getItem('paymentChoice')).toBe('after-service');
    expect(new LocalStoragePaymentChoice(storage).read()).toBe('after-service');
  });

  it('reads no choice when none was made, or what is stored is not one', () => {
    const storage = new MemoryStorage();
    expect(new LocalStoragePaymentChoice(storage).read()).toBeUndefined();

    storage.setItem('paymentChoice', 'bitcoin');

    expect(new LocalStoragePaymentChoice(storage).read()).toBeUndefined();
  });

  it('never throws when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    const store = new LocalStoragePaymentChoice(refusing);

    expect(() => store.write('online')).not.toThrow();
    expect(store.read()).toBeUndefined();
  });
});
