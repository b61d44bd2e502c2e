import type { ReactNode } from 'react';

/** The slots every headless Base component takes: each is shown instead of the children in its state. */
export interface BaseSlots {
  /** Shown while the first load is under way; default: the children render. */
  loading?: ReactNode;
  /** Shown when the load fails; a function gets the error and a retry. Default: the children render. */
  error?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
  /** Shown when there is nothing to show; default: the children render. */
  empty?: ReactNode;
}

/** The part of a controller the slots read. */
export interface BaseState {
  status: 'pending' | 'error' | 'success';
  error: Error | null | undefined;
  refetch: () => unknown;
  /** True when the loaded data holds nothing; absent for widgets that have no empty state. */
  isEmpty?: boolean;
}

/**
 * What a headless Base component renders: the loading, error or empty slot for its state when that slot
 * is given, otherwise its children (a function receives the controller).
 */
export function baseContent<T>(
  state: BaseState,
  slots: BaseSlots,
  children: ReactNode | ((value: T) => ReactNode),
  value: T,
): ReactNode {
  if (state.status === 'pending' && slots.loading !== undefined) return slots.loading;
  if (state.status === 'error' && slots.error !== undefined && state.error) {
    const { error } = state;
    return typeof slots.error === 'function' ? slots.error(error, () => void state.refetch()) : slots.error;
  }
  if (state.isEmpty && slots.empty !== undefined) return slots.empty;
  return typeof children === 'function' ? children(value) : children;
}
