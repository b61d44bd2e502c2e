import { STORED_KEYS } from './constants';

/** Removes every stored key of the signed-in user (spec part 1 §9: all cleared at logout). */
export function clearStoredKeys(storage: Pick<Storage, 'removeItem'>): void {
  for (const key of Object.values(STORED_KEYS)) storage.removeItem(key);
}
