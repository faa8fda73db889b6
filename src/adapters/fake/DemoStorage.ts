/**
 * Every key the demo backend writes to localStorage starts with this. Logout keeps these keys
 * (DESIGN.md): the demo backend stands for the server, and a server does not forget bookings
 * when a customer logs out.
 */
export const DEMO_KEY_PREFIX = 'gharseva-demo:';

/**
 * Where the demo backend keeps its state, as text under a few keys. Never throws: a value that
 * cannot be read is `null`, and a write the device refuses is dropped.
 */
export interface DemoStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

/** DemoStorage in the browser's localStorage, so a demo survives a reload and a logout. */
export class LocalStorageDemoStorage implements DemoStorage {
  constructor(private readonly storage: Storage) {}

  read(key: string): string | null {
    try {
      return this.storage.getItem(DEMO_KEY_PREFIX + key);
    } catch {
      // Blocked storage (privacy settings) reads as empty; the backend then runs on its seed.
      return null;
    }
  }

  write(key: string, value: string): void {
    try {
      this.storage.setItem(DEMO_KEY_PREFIX + key, value);
    } catch {
      // Quota or access errors: the backend keeps its state in memory for this page's lifetime.
    }
  }
}

/** DemoStorage in memory, for tests and for browsers without usable localStorage. */
export class MemoryDemoStorage implements DemoStorage {
  private readonly values = new Map<string, string>();

  read(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.values.set(key, value);
  }
}
