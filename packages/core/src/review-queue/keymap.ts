// Keyboard shortcuts of the review dialog as data (issue #4: keyboard-first review). A binding is a key
// name as KeyboardEvent.key gives it, optionally led by modifiers: 'a', 'Mod+s', 'Shift+ArrowRight'.
// 'Mod' is Meta on Apple platforms and Control elsewhere.
import { commonMessages, type CommonMessages } from '../messages/index';

/** Actions of the review dialog that have a key. */
export type ReviewShortcutAction = 'approve' | 'reject' | 'edit' | 'save' | 'next' | 'previous' | 'close';

/** One key per action. */
export type ReviewKeymap = Record<ReviewShortcutAction, string>;

/** The default keys: A approve, R reject, E edit mode toggle, Mod+S save, N next, P previous, Escape close. */
export const DEFAULT_REVIEW_KEYMAP: Readonly<ReviewKeymap> = Object.freeze({
  approve: 'a',
  reject: 'r',
  edit: 'e',
  save: 'Mod+s',
  next: 'n',
  previous: 'p',
  close: 'Escape',
});

/** The action order used for display and matching. */
export const REVIEW_SHORTCUT_ACTIONS: readonly ReviewShortcutAction[] = [
  'approve',
  'reject',
  'edit',
  'save',
  'next',
  'previous',
  'close',
];

/** The default keymap with the host's overrides applied. */
export const resolveKeymap = (overrides: Partial<ReviewKeymap> = {}): ReviewKeymap => ({
  ...DEFAULT_REVIEW_KEYMAP,
  ...overrides,
});

interface ParsedBinding {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** Splits 'Mod+Shift+s' into its modifiers and key (key compared case-insensitively). */
export function parseBinding(binding: string): ParsedBinding {
  const parts = binding.split('+');
  // 'Mod++' binds the plus key.
  const key = binding.endsWith('++') ? '+' : (parts.pop() ?? '');
  const mods = new Set(parts.filter((p) => p !== '').map((p) => p.toLowerCase()));
  return {
    key,
    mod: mods.has('mod'),
    ctrl: mods.has('ctrl') || mods.has('control'),
    meta: mods.has('meta') || mods.has('cmd'),
    alt: mods.has('alt') || mods.has('option'),
    shift: mods.has('shift'),
  };
}

/** The parts of a keyboard event matching needs (a DOM KeyboardEvent fits). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Whether an event presses a binding; `apple` decides what Mod means (default false: Control). */
export function matchesBinding(event: KeyLike, binding: string, { apple = false }: { apple?: boolean } = {}): boolean {
  const b = parseBinding(binding);
  if (event.key.toLowerCase() !== b.key.toLowerCase()) return false;
  const wantCtrl = b.ctrl || (b.mod && !apple);
  const wantMeta = b.meta || (b.mod && apple);
  // Shift is only checked when the binding names it, so 'Shift+/' and '?' both work for printable keys.
  return (
    event.ctrlKey === wantCtrl && event.metaKey === wantMeta && event.altKey === b.alt && (!b.shift || event.shiftKey)
  );
}

/** Whether a binding is a plain printable key (no Ctrl/Meta/Alt), which must not fire while the user types. */
export function isPlainKey(binding: string): boolean {
  const b = parseBinding(binding);
  return !b.mod && !b.ctrl && !b.meta && !b.alt && b.key.length === 1;
}

/**
 * The action an event triggers, or null. While focus is in a text input (`typing`), plain printable keys
 * are left to the input; modified keys (Mod+S) and named keys (Escape) still work.
 */
export function actionForKey(
  event: KeyLike,
  keymap: ReviewKeymap,
  { typing = false, apple = false }: { typing?: boolean; apple?: boolean } = {},
): ReviewShortcutAction | null {
  for (const action of REVIEW_SHORTCUT_ACTIONS) {
    const binding = keymap[action];
    if (!binding) continue;
    if (typing && isPlainKey(binding)) continue;
    if (matchesBinding(event, binding, { apple })) return action;
  }
  return null;
}

/** The names of keys and modifiers as shown (default English: Esc, Enter, Space, Ctrl, Meta, Alt, Shift). */
export type KeyNames = Pick<
  CommonMessages,
  'keyEscape' | 'keyEnter' | 'keySpace' | 'keyCtrl' | 'keyMeta' | 'keyAlt' | 'keyShift'
>;

const keyLabels = (names: KeyNames): Record<string, string> => ({
  escape: names.keyEscape,
  arrowright: '→',
  arrowleft: '←',
  arrowup: '↑',
  arrowdown: '↓',
  enter: names.keyEnter,
  ' ': names.keySpace,
});

/** A binding as shown next to its button: 'A', 'Ctrl+S' ('⌘S' on Apple platforms), 'Esc'; `names` translate the key names. */
export function formatBinding(
  binding: string,
  { apple = false, names = commonMessages }: { apple?: boolean; names?: KeyNames } = {},
): string {
  const b = parseBinding(binding);
  const key = keyLabels(names)[b.key.toLowerCase()] ?? (b.key.length === 1 ? b.key.toUpperCase() : b.key);
  const mods: string[] = [];
  if (b.ctrl || (b.mod && !apple)) mods.push(apple ? '⌃' : names.keyCtrl);
  if (b.meta || (b.mod && apple)) mods.push(apple ? '⌘' : names.keyMeta);
  if (b.alt) mods.push(apple ? '⌥' : names.keyAlt);
  if (b.shift) mods.push(apple ? '⇧' : names.keyShift);
  return apple ? mods.join('') + key : [...mods, key].join('+');
}

/** The value for aria-keyshortcuts: 'Control+S' / 'Meta+S', 'A', 'Escape'. */
export function ariaKeyShortcut(binding: string, { apple = false }: { apple?: boolean } = {}): string {
  const b = parseBinding(binding);
  const mods: string[] = [];
  if (b.ctrl || (b.mod && !apple)) mods.push('Control');
  if (b.meta || (b.mod && apple)) mods.push('Meta');
  if (b.alt) mods.push('Alt');
  if (b.shift) mods.push('Shift');
  const key = b.key.length === 1 ? b.key.toUpperCase() : b.key;
  return [...mods, key].join('+');
}

/** Whether the platform is Apple's (Mod = ⌘), read from the navigator when there is one. */
export function isApplePlatform(
  nav: { platform?: string; userAgent?: string } | undefined = globalThis.navigator,
): boolean {
  if (!nav) return false;
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent || '');
}
