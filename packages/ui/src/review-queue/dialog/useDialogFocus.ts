import type { ReviewSessionController } from '@curate/core';
import { useEffect, useRef, type RefObject } from 'react';
import { activeElementFrom, isNothingFocused } from '../../theme/shadowDom';

/**
 * Keyboard-first focus (issue #4): each newly opened product puts focus on its enhanced data, entering edit
 * mode focuses the first input, leaving it returns to the enhanced data. Focus is only moved while it is
 * already inside the dialog (or nowhere), never taken from the host page.
 */
export function useDialogFocus(session: ReviewSessionController, pane: RefObject<HTMLElement | null>) {
  const { currentId } = session.state;
  const { mode } = session;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new product (currentId) and mode change, which is what moves the focus.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = pane.current;
    if (!el) return;
    const active = activeElementFrom(el);
    const dialog = el.closest('[role="dialog"], dialog');
    if (!isNothingFocused(active) && dialog && !dialog.contains(active)) return;
    if (mode === 'edit') {
      requestAnimationFrame(() => {
        const now = activeElementFrom(el);
        if (now && el.contains(now) && now.matches('input, textarea, select')) return; // already in a field
        el.querySelector<HTMLElement>('input, textarea, select')?.focus();
      });
    } else {
      el.focus();
    }
  }, [currentId, mode, pane]);
}
