import { describe, expect, it } from 'vitest';
import { INTENDED_PATH_KEY } from './constants';
import { peekIntendedPath, rememberIntendedPath, takeIntendedPath } from './intendedPath';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('intended path (spec part 1 §2: remembered when sent to /login, restored after login)', () => {
  it('remembers a protected path and restores it once', () => {
    const storage = new MemoryStorage();
    expect(rememberIntendedPath('/acme-tools?tab=products', storage)).toBe(true);
    expect(peekIntendedPath(storage)).toBe('/acme-tools?tab=products');
    expect(takeIntendedPath(storage)).toBe('/acme-tools?tab=products');
    expect(takeIntendedPath(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('keeps the latest remembered path', () => {
    const storage = new MemoryStorage();
    rememberIntendedPath('/acme-tools/review', storage);
    rememberIntendedPath('/admin/companies', storage);
    expect(takeIntendedPath(storage)).toBe('/admin/companies');
  });

  it.each(['/login', '/callback?code=x&state=y', '/unauthorized', '//evil.test', 'https://evil.test/x'])(
    'does not remember %s',
    (path) => {
      const storage = new MemoryStorage();
      expect(rememberIntendedPath(path, storage)).toBe(false);
      expect(storage.items.size).toBe(0);
    },
  );

  it('refuses a tampered stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem(INTENDED_PATH_KEY, 'https://evil.test/');
    expect(takeIntendedPath(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('uses sessionStorage by default and works without it', () => {
    expect(rememberIntendedPath('/x', null)).toBe(false);
    expect(takeIntendedPath(null)).toBeNull();
  });
});
