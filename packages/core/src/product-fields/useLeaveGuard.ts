import { useCallback, useRef, useState } from 'react';
import { commonMessages } from '../messages/common';

/** The prompt shown before unsaved edits are dropped (issue #14; the spec's dialogs drop them silently). */
export const DISCARD_CHANGES_TITLE = commonMessages.discardTitle;
export const DISCARD_CHANGES_TEXT = commonMessages.discardText;
export const KEEP_EDITING_LABEL = commonMessages.keepEditing;
export const DISCARD_LABEL = commonMessages.discard;

/**
 * Why the edits would be lost, which words the prompt: 'close' (the dialog closes or the browser goes Back),
 * 'reject' (a rejection does not save them), 'approve' (Approve in View Mode, where the edits are not shown).
 */
export type LeaveReason = 'close' | 'reject' | 'approve';

/** Options of one guarded leave. */
export interface LeaveGuardOptions {
  /** What the leave is; default 'close'. */
  reason?: LeaveReason;
  /** Run when the user chooses Keep editing (e.g. switch to Edit Mode); default none. */
  onKeep?: () => void;
}

/** What useLeaveGuard returns. */
export interface LeaveGuard {
  /** True while the 'Discard unsaved changes?' prompt waits for an answer. */
  prompting: boolean;
  /** The reason of the held leave; null while nothing is held. */
  reason: LeaveReason | null;
  /** Runs `leave` at once when nothing is unsaved; otherwise holds it and asks first. */
  guard: (leave: () => void, options?: LeaveGuardOptions) => void;
  /** Keep editing: forgets the held leave (and runs its onKeep). */
  keep: () => void;
  /** Discard: runs the held leave (which drops the edits). */
  discard: () => void;
}

/**
 * Asks before a dialog with unsaved edits is left (closed by Esc, the close button, Cancel, a click outside
 * or the browser's Back) or decided in a way that drops them (Reject; Approve in View Mode): the dialogs
 * pass every such action through `guard`.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [held, setHeld] = useState<{ leave: () => void; reason: LeaveReason; onKeep?: () => void } | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const heldRef = useRef(held);
  heldRef.current = held;
  const guard = useCallback((leave: () => void, options: LeaveGuardOptions = {}) => {
    if (dirtyRef.current) setHeld({ leave, reason: options.reason ?? 'close', onKeep: options.onKeep });
    else leave();
  }, []);
  const keep = useCallback(() => {
    const pending = heldRef.current;
    setHeld(null);
    pending?.onKeep?.();
  }, []);
  const discard = useCallback(() => {
    const pending = heldRef.current;
    setHeld(null);
    pending?.leave();
  }, []);
  return { prompting: held !== null, reason: held?.reason ?? null, guard, keep, discard };
}
