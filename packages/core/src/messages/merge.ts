// Overrides of the widgets' texts, checked: an unknown namespace or key, or a value of the wrong kind, is left out
// with a console warning naming it, never an exception in the host's page (issue #21). Zod-free and free of the
// texts themselves, so that a provider holds no namespace it is not asked for.

/** One namespace's texts: strings, and functions of their values. */
export type Texts = Record<string, unknown>;

const isRecord = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The namespaces of `overrides` that are objects of texts; null when there are none. Unknown namespaces and values
 * that are not objects are left out with a warning.
 */
export function checkNamespaces(
  overrides: unknown,
  known: readonly string[],
  warn: (message: string) => void,
): Record<string, Texts> | null {
  if (overrides === null || overrides === undefined) return null;
  if (!isRecord(overrides)) {
    warn('[curate] messages must be an object of namespaces (common, reviewQueue, catalog, ...); ignored');
    return null;
  }
  const checked: Record<string, Texts> = {};
  for (const [namespace, texts] of Object.entries(overrides)) {
    if (!known.includes(namespace)) {
      warn(`[curate] Unknown messages namespace "${namespace}" ignored; known: ${known.join(', ')}`);
      continue;
    }
    if (texts === undefined) continue;
    if (!isRecord(texts)) {
      warn(`[curate] messages.${namespace} must be an object of texts; ignored`);
      continue;
    }
    checked[namespace] = texts;
  }
  return checked;
}

/** `base` (one namespace's texts) with `texts` applied key by key; unknown keys and wrong kinds are left out. */
export function mergeNamespace<T extends object>(
  namespace: string,
  base: T,
  texts: Texts,
  warn: (message: string) => void,
): T {
  const defaults = base as Texts;
  const next: Texts = { ...defaults };
  for (const [key, value] of Object.entries(texts)) {
    if (!(key in defaults)) {
      warn(`[curate] Unknown message key "${namespace}.${key}" ignored`);
      continue;
    }
    if (value === undefined) continue;
    const expected = typeof defaults[key];
    if (typeof value === expected) next[key] = value;
    else if (expected === 'function' && typeof value === 'string') next[key] = () => value;
    else
      warn(
        `[curate] Message "${namespace}.${key}" must be a ${expected === 'function' ? 'function or string' : 'string'}; the default is kept`,
      );
  }
  return next as T;
}
