/** How a MemoryStorage behaves. */
export interface MemoryStorageOptions {
  /**
   * How many characters (keys plus values) it holds before `setItem` throws a
   * 'QuotaExceededError', like a full localStorage. Unlimited by default.
   */
  readonly quotaChars?: number;
}

/**
 * The DOM Storage interface in memory: stands in for localStorage or sessionStorage when the
 * browser refuses them (cookies blocked, some private modes), and in tests. Forgotten on reload.
 */
export class MemoryStorage implements Storage {
  /** Characters it may hold; set it in a test to simulate a storage that fills up. */
  quotaChars: number;
  private readonly items = new Map<string, string>();

  constructor(options: MemoryStorageOptions = {}) {
    this.quotaChars = options.quotaChars ?? Number.POSITIVE_INFINITY;
  }

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    const name = String(key);
    const text = String(value);
    const previous = this.items.get(name);
    const used = this.usedChars() - (previous === undefined ? 0 : name.length + previous.length);
    if (used + name.length + text.length > this.quotaChars) {
      // The same error browsers throw, so adapters are tested against what they will meet.
      throw new DOMException(
        `Setting the value of '${name}' exceeded the quota.`,
        'QuotaExceededError',
      );
    }
    this.items.set(name, text);
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  clear(): void {
    this.items.clear();
  }

  private usedChars(): number {
    let used = 0;
    for (const [name, value] of this.items) used += name.length + value.length;
    return used;
  }
}
