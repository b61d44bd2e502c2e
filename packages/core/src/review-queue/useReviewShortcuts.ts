import { useEffect, useRef } from 'react';
import { actionForKey, isApplePlatform, type ReviewKeymap, type ReviewShortcutAction } from './keymap';

export interface UseReviewShortcutsOptions {
  /** The element whose keydown events are read (e.g. the dialog panel); nothing is listened to while null. Never the host's document. */
  element: HTMLElement | null;
  /** The resolved keymap (see resolveKeymap). */
  keymap: ReviewKeymap;
  /** Runs an action; return false when it did not apply, so the key keeps its normal effect. */
  onAction: (action: ReviewShortcutAction) => boolean | undefined;
  /** Set false to ignore keys; default true. */
  enabled?: boolean;
}

/** Whether focus is in a control that takes text, where plain letter keys belong to the user. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName !== 'INPUT') return el.getAttribute('role') === 'combobox' || el.getAttribute('role') === 'textbox';
  const type = (el as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** Listens for the review dialog's shortcuts on one element (issue #4: keyboard-first review). */
export function useReviewShortcuts({ element, keymap, onAction, enabled = true }: UseReviewShortcutsOptions) {
  const latest = useRef({ keymap, onAction });
  latest.current = { keymap, onAction };
  useEffect(() => {
    if (!element || !enabled) return;
    const apple = isApplePlatform();
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      const action = actionForKey(event, latest.current.keymap, { typing: isTypingTarget(event.target), apple });
      if (!action) return;
      if (latest.current.onAction(action) === false) return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, [element, enabled]);
}
