import { useCallback, useMemo, useReducer, useRef } from 'react';
import { createToast, toastReducer, type ToastInput, type ToastItem } from './toastState';

/** A notification list in component state, for ToastStack. */
export interface ToastsController {
  /** The notifications, newest first. */
  toasts: readonly ToastItem[];
  /** Shows a notification and returns its id. */
  show: (input: ToastInput) => string;
  /** Removes one notification. */
  dismiss: (id: string) => void;
  /** Removes every notification. */
  clear: () => void;
}

/** Local notification state on toastReducer; ids are generated per hook instance unless given. */
export function useToasts(initial: readonly ToastItem[] = []): ToastsController {
  const [toasts, dispatch] = useReducer(toastReducer, initial);
  const sequence = useRef(0);
  const show = useCallback((input: ToastInput) => {
    sequence.current += 1;
    const toast = createToast(input, `toast-${sequence.current}`);
    dispatch({ type: 'show', toast });
    return toast.id;
  }, []);
  const dismiss = useCallback((id: string) => dispatch({ type: 'dismiss', id }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return useMemo(() => ({ toasts, show, dismiss, clear }), [toasts, show, dismiss, clear]);
}
