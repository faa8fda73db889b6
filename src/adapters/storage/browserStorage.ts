import { MemoryStorage } from './MemoryStorage';

/**
 * The browser's storage, or memory when the browser refuses it (storage disabled, some private
 * modes throw on access): the app then still works, it just forgets on reload.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = window[kind];
    storage.getItem('userId');
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
