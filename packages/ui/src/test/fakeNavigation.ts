import { vi } from 'vitest';

/**
 * A stand-in for the browser's Navigation API (`window.navigation`, absent in jsdom) at entry `index`:
 * `back()` fires the cancelable 'navigate' traversal a Back press starts and says whether it was cancelled.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubNavigation(index = 2) {
  const navigation = Object.assign(new EventTarget(), { currentEntry: { index } });
  vi.stubGlobal('navigation', navigation);
  return {
    back(): boolean {
      const event = Object.assign(new Event('navigate', { cancelable: true }), {
        navigationType: 'traverse',
        destination: { index: index - 1 },
      });
      navigation.dispatchEvent(event);
      return event.defaultPrevented;
    },
  };
}
