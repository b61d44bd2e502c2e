import { describe, expect, it } from 'vitest';
import { STORED_KEYS } from './constants';
import { clearStoredKeys } from './storedKeys';

class MemoryStorage {
  private items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  get size() {
    return this.items.size;
  }
}

describe('clearStoredKeys', () => {
  it('removes the organization id, company code, company id and role, and nothing else', () => {
    const storage = new MemoryStorage();
    for (const key of Object.values(STORED_KEYS)) storage.setItem(key, 'x');
    storage.setItem('host.own-key', 'kept');
    clearStoredKeys(storage);
    for (const key of Object.values(STORED_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('host.own-key')).toBe('kept');
    expect(storage.size).toBe(1);
  });
});
