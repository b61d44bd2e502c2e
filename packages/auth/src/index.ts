export * from './constants';
export { clearStoredKeys } from './storedKeys';
