import { useCallback, useRef, useState } from 'react';
import { commonMessages } from '../messages/common';

/** The prompt shown before unsaved edits are dropped (issue #14; the spec's dialogs drop them silently). */
export const DISCARD_CHANGES_TITLE = commonMessages.discardTitle;
export const DISCARD_CHANGES_TEXT = commonMessages.discardText;
export const KEEP_EDITING_LABEL = commonMessages.keepEditing;
export const DISCARD_LABEL = commonMessages.discard;

/** What useLeaveGuard returns. */
export interface LeaveGuard {
  /** True while the 'Discard unsaved changes?' prompt waits for an answer. */
  prompting: boolean;
  /** Runs `leave` at once when nothing is unsaved; otherwise holds it and asks first. */
  guard: (leave: () => void) => void;
  /** Keep editing: forgets the held leave. */
  keep: () => void;
  /** Discard: runs the held leave (which drops the edits). */
  discard: () => void;
}

/**
 * Asks before a dialog with unsaved edits is left (closed by Esc, the close button, Cancel or a click
 * outside, or moved to another product): the dialogs pass every way out through `guard`.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [held, setHeld] = useState<{ leave: () => void } | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const heldRef = useRef(held);
  heldRef.current = held;
  const guard = useCallback((leave: () => void) => {
    if (dirtyRef.current) setHeld({ leave });
    else leave();
  }, []);
  const keep = useCallback(() => setHeld(null), []);
  const discard = useCallback(() => {
    const pending = heldRef.current;
    setHeld(null);
    pending?.leave();
  }, []);
  return { prompting: held !== null, guard, keep, discard };
}
