/** Kind of notification; spec part 1 §2: success green, error red, warning yellow, info blue. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** How long a notification stays before it dismisses itself: 5 s (spec part 1 §9). */
export const DEFAULT_TOAST_DURATION_MS = 5000;

/** What a caller passes to show a notification. */
export interface ToastInput {
  /** Stable id; showing a toast with an id already on screen replaces it; default a generated id. */
  id?: string;
  /** Kind; default 'info'. */
  kind?: ToastKind;
  /** Bold first line; default none. */
  title?: string;
  /** The notification text. */
  message: string;
  /** Milliseconds before auto-dismiss, null to stay until dismissed; default DEFAULT_TOAST_DURATION_MS. */
  duration?: number | null;
}

/** A notification in the list, with every default filled in. */
export interface ToastItem {
  /** Unique within the list. */
  id: string;
  /** Kind (colour and announcement). */
  kind: ToastKind;
  /** Bold first line, if any. */
  title?: string;
  /** The notification text. */
  message: string;
  /** Milliseconds before auto-dismiss; null stays until dismissed. */
  duration: number | null;
}

/** Changes to the notification list. */
export type ToastAction =
  /** Adds a toast, or replaces the one with the same id. */
  | { type: 'show'; toast: ToastItem }
  /** Removes the toast with this id. */
  | { type: 'dismiss'; id: string }
  /** Removes every toast. */
  | { type: 'clear' };

/** Fills in a toast's defaults; the id is used only when the input has none. */
export function createToast(input: ToastInput, id: string): ToastItem {
  return {
    id: input.id ?? id,
    kind: input.kind ?? 'info',
    ...(input.title !== undefined && { title: input.title }),
    message: input.message,
    duration: input.duration === undefined ? DEFAULT_TOAST_DURATION_MS : input.duration,
  };
}

/** The notification list, newest first: show adds (or replaces by id), dismiss removes one, clear empties it. */
export function toastReducer(state: readonly ToastItem[], action: ToastAction): readonly ToastItem[] {
  switch (action.type) {
    case 'show': {
      const existing = state.findIndex((toast) => toast.id === action.toast.id);
      if (existing === -1) return [action.toast, ...state];
      return state.map((toast, index) => (index === existing ? action.toast : toast));
    }
    case 'dismiss':
      return state.some((toast) => toast.id === action.id) ? state.filter((toast) => toast.id !== action.id) : state;
    case 'clear':
      return [];
  }
}
