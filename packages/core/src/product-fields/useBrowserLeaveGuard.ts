import { useCallback, useEffect, useRef } from 'react';

/** Options of useBrowserLeaveGuard. */
export interface BrowserLeaveGuardOptions {
  /** Whether unsaved edits would be lost (a dialog is open with unsaved changes). */
  active: boolean;
  /** Called when the browser's Back (or Forward) was held while active: ask, then call `proceed` to go on. */
  onBack: () => void;
  /** Set false to leave the browser's leave and history events alone (a host with its own guard); default true. */
  enabled?: boolean;
}

/** What useBrowserLeaveGuard returns. */
export interface BrowserLeaveGuard {
  /** Performs the Back (or Forward) that was held; nothing when none was. */
  proceed: () => void;
}

/** The parts of the Navigation API's `navigate` event read here. */
interface TraverseEvent extends Event {
  navigationType?: string;
  destination?: { index: number };
}

/** The parts of the Navigation API (`window.navigation`) used here; null where the browser has none. */
interface NavigationLike extends EventTarget {
  currentEntry?: { index: number } | null;
}

function navigationApi(): NavigationLike | null {
  return (globalThis as { navigation?: NavigationLike }).navigation ?? null;
}

/**
 * While `active`: closing or reloading the tab asks the browser's 'Leave site?' (beforeunload), and the
 * browser's Back (or Forward) within the page is held where the browser has the Navigation API: the
 * traversal is cancelled before the page's router sees it and `onBack` is called, so the dialog can ask
 * before its edits are lost; `proceed` then goes where Back was going. Without the Navigation API, Back
 * is not held (a traversal cannot be stopped there before the router's popstate handler runs).
 */
export function useBrowserLeaveGuard({ active, onBack, enabled = true }: BrowserLeaveGuardOptions): BrowserLeaveGuard {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });
  // The traversal held (entries to go), and whether the next traversal is our own proceed.
  const held = useRef<number | null>(null);
  const passing = useRef(false);
  const on = active && enabled;

  useEffect(() => {
    if (!on || typeof window === 'undefined') return;
    passing.current = false;
    const navigation = navigationApi();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onNavigate = (event: Event) => {
      const traverse = event as TraverseEvent;
      if (traverse.navigationType !== 'traverse' || !event.cancelable) return;
      if (passing.current) {
        passing.current = false;
        return;
      }
      const from = navigation?.currentEntry?.index;
      const to = traverse.destination?.index;
      event.preventDefault();
      held.current = from !== undefined && to !== undefined ? to - from : -1;
      onBackRef.current();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [on]);

  const proceed = useCallback(() => {
    const delta = held.current;
    held.current = null;
    if (delta === null) return;
    passing.current = true;
    window.history.go(delta);
  }, []);
  return { proceed };
}
