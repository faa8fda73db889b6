import { describe, expect, it } from 'vitest';
import {
  DEMO_KEY_PREFIX,
  LocalStorageDemoStorage,
  MemoryDemoStorage,
} from '../../../../src/adapters/fake/DemoStorage';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';

/** localStorage as some privacy settings leave it: every access throws. */
class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

describe('LocalStorageDemoStorage', () => {
  it('keeps its values under keys prefixed gharseva-demo:', () => {
    const local = new MemoryStorage();
    const demo = new LocalStorageDemoStorage(local);
    demo.write('bookings', '[]');
    expect(DEMO_KEY_PREFIX).toBe('gharseva-demo:');
    expect(local.getItem('gharseva-demo:bookings')).toBe('[]');
    expect(demo.read('bookings')).toBe('[]');
    expect(demo.read('users')).toBeNull();
  });

  it('drops a write when storage is full instead of throwing', () => {
    const demo = new LocalStorageDemoStorage(new MemoryStorage({ quotaChars: 5 }));
    expect(() => demo.write('bookings', 'a long value')).not.toThrow();
    expect(demo.read('bookings')).toBeNull();
  });

  it('reads nothing and writes nothing when storage is blocked, without throwing', () => {
    const demo = new LocalStorageDemoStorage(new BlockedStorage());
    expect(() => demo.write('users', '[]')).not.toThrow();
    expect(demo.read('users')).toBeNull();
  });
});

describe('MemoryDemoStorage', () => {
  it('keeps values for as long as it lives', () => {
    const demo = new MemoryDemoStorage();
    demo.write('carts', '[]');
    expect(demo.read('carts')).toBe('[]');
    expect(demo.read('users')).toBeNull();
  });
});
