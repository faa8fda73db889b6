import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';

describe('MemoryStorage', () => {
  it('stores, reads, lists and removes text under keys like localStorage', () => {
    const storage = new MemoryStorage();
    storage.setItem('cart', '[]');
    storage.setItem('userId', '101');
    expect(storage.getItem('cart')).toBe('[]');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['cart', 'userId', null]);
    storage.removeItem('cart');
    expect(storage.getItem('cart')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('stores values as text, as the DOM does', () => {
    const storage = new MemoryStorage();
    storage.setItem('n', 42 as unknown as string);
    expect(storage.getItem('n')).toBe('42');
  });

  it('throws a QuotaExceededError when a write would go past its quota', () => {
    const storage = new MemoryStorage({ quotaChars: 10 });
    storage.setItem('a', '123456789');
    let thrown: unknown;
    try {
      storage.setItem('b', '1');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DOMException);
    expect((thrown as DOMException).name).toBe('QuotaExceededError');
    expect(storage.getItem('b')).toBeNull();
  });

  it('lets a value be replaced by one of the same size when full', () => {
    const storage = new MemoryStorage({ quotaChars: 10 });
    storage.setItem('a', '123456789');
    storage.setItem('a', '987654321');
    expect(storage.getItem('a')).toBe('987654321');
  });

  it('can be made full at any moment by a test', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', 'fits');
    storage.quotaChars = 0;
    expect(() => storage.setItem('b', 'x')).toThrow(/quota/);
    expect(storage.getItem('a')).toBe('fits');
  });
});
