import { isTypingTarget } from '@curate/core';
import { useEffect } from 'react';

/**
 * Esc while typing in an input of the panel first leaves the input (focus goes to the nearest focusable
 * region, else the panel) instead of closing the dialog; a second Esc closes it (issue #14). An open
 * combobox keeps its own Esc.
 */
export function useEscapeLeavesInput(panel: HTMLElement | null) {
  useEffect(() => {
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const target = (event.composedPath?.()[0] ?? event.target) as HTMLElement;
      if (!isTypingTarget(target) || target.getAttribute('aria-expanded') === 'true') return;
      event.preventDefault();
      event.stopPropagation();
      const home = target.parentElement?.closest<HTMLElement>('[tabindex="0"]') ?? panel;
      home.focus();
    };
    // Capture, so it runs before the dialog's and the shortcuts' own Esc handling.
    panel.addEventListener('keydown', onKeyDown, true);
    return () => panel.removeEventListener('keydown', onKeyDown, true);
  }, [panel]);
}
