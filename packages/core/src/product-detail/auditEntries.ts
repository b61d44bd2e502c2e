// Audit history entries as the detail dialog shows them — spec part 1 §2 ('Audit History'), §3, §9.
import type { AuditChangeType, AuditEntry } from '../contract/index';
import { truncate } from '../product-fields/text';
import {
  commonMessages,
  createFormat,
  productDetailMessages,
  type CommonMessages,
  type CurateFormat,
  type ProductDetailMessages,
} from '../messages/index';
import { formatAuditTime, formatEasternDateTime } from './auditTime';
import { HISTORY_CHANGE_MAX_LENGTH, HISTORY_VALUE_MAX_LENGTH } from './constants';

/** What an audit entry did, whichever of the spec's spellings the server used. */
export type AuditChangeKind = 'added' | 'updated' | 'removed' | 'reverted';

const KINDS: Record<AuditChangeType, AuditChangeKind> = {
  field_added: 'added',
  field_update: 'updated',
  field_updated: 'updated',
  field_removed: 'removed',
  field_remove: 'removed',
  revert: 'reverted',
  field_reverted: 'reverted',
};

const LABEL_KEYS = {
  added: 'changeAdded',
  updated: 'changeUpdated',
  removed: 'changeRemoved',
  reverted: 'changeReverted',
} as const satisfies Record<AuditChangeKind, keyof ProductDetailMessages>;

/** The kind of a change type: field_added → added; field_update / field_updated → updated; field_removed / field_remove → removed; revert / field_reverted → reverted — spec part 1 §3. */
export const auditChangeKind = (type: AuditChangeType): AuditChangeKind => KINDS[type];

/** A readable label of a change type: 'Added', 'Updated', 'Removed' or 'Reverted'. */
export const auditChangeLabel = (type: AuditChangeType): string => auditChangeLabelIn(type, productDetailMessages);

/** The label of a change type in the given texts. */
export const auditChangeLabelIn = (type: AuditChangeType, m: ProductDetailMessages): string =>
  m[LABEL_KEYS[auditChangeKind(type)]];

/** An audited value as text: lists (also a JSON-array string) joined with ', ', booleans as Yes/No; null when there is none. */
export function historyValueText(
  value: unknown,
  yesNo: Pick<CommonMessages, 'yes' | 'no'> = commonMessages,
): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => historyValueText(v, yesNo) ?? '').join(', ');
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[') && text.endsWith(']')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return historyValueText(parsed, yesNo);
      } catch {
        // not JSON: shown as written
      }
    }
    return value;
  }
  return JSON.stringify(value);
}

/** A history value cut for display: at 100 characters alone, at 50 as one side of a change — spec part 1 §9. */
export function truncateHistoryValue(
  value: unknown,
  { inChange = false, yesNo }: { inChange?: boolean; yesNo?: Pick<CommonMessages, 'yes' | 'no'> } = {},
): string | null {
  const text = historyValueText(value, yesNo);
  return text === null ? null : truncate(text, inChange ? HISTORY_CHANGE_MAX_LENGTH : HISTORY_VALUE_MAX_LENGTH);
}

/** Who made a change: the user's full name, else their username, else updated_by, else 'System'. */
export const auditAuthor = (
  entry: Pick<AuditEntry, 'user_full_name' | 'username' | 'updated_by'>,
  system: string = productDetailMessages.system,
): string => entry.user_full_name?.trim() || entry.username?.trim() || entry.updated_by?.trim() || system;

/** The texts and locale an audit entry is shown with; default the English texts and en-US. */
export interface AuditTexts {
  messages?: { common: CommonMessages; productDetail: ProductDetailMessages };
  format?: CurateFormat;
}

const englishFormat = createFormat();

/**
 * Whether an entry offers Revert: not already reverted, and tied to a field (the server refuses entries whose
 * field is gone). A revert entry can itself be reverted — the server allows undoing an undo.
 */
export const canRevertEntry = (entry: Pick<AuditEntry, 'is_reverted' | 'field_definition_id'>): boolean =>
  !entry.is_reverted && entry.field_definition_id !== null;

/** One audit entry, ready to show. */
export interface AuditEntryView {
  id: string;
  kind: AuditChangeKind;
  /** 'Added', 'Updated', 'Removed' or 'Reverted'. */
  label: string;
  /** The field's display name, else its name, else ''. */
  field: string;
  author: string;
  /** When it happened, as the server sent it (ISO). */
  createdAt: string;
  /** 'Just now', 'Nm ago', 'Nh ago' or the US Eastern date. */
  when: string;
  /** The full US Eastern date and time, e.g. for a title. */
  whenFull: string;
  /** The value before (previous_value, else old_value), cut; null when none. */
  previous: string | null;
  /** The value after, cut; null when none. */
  next: string | null;
  /** The server's summary or reason, cut at 100; null when none. */
  summary: string | null;
  /** The whole values and summary, uncut, for showing on demand (a title, an expand control). */
  full: { previous: string | null; next: string | null; summary: string | null };
  /** Whether any of previous, next or summary was cut. */
  cut: boolean;
  reverted: boolean;
  canRevert: boolean;
}

/** An audit entry as the Audit History panel shows it; values cut at 50 when both sides show, else at 100 — spec part 1 §9. */
export function auditEntryView(entry: AuditEntry, now: number = Date.now(), texts: AuditTexts = {}): AuditEntryView {
  const m = texts.messages?.productDetail ?? productDetailMessages;
  const yesNo = texts.messages?.common ?? commonMessages;
  const format = texts.format ?? englishFormat;
  const before = entry.previous_value ?? entry.old_value ?? null;
  const after = entry.new_value ?? null;
  const inChange = historyValueText(before) !== null && historyValueText(after) !== null;
  const summary = entry.change_summary ?? entry.change_reason;
  const previous = truncateHistoryValue(before, { inChange, yesNo });
  const next = truncateHistoryValue(after, { inChange, yesNo });
  const shortSummary = summary ? truncate(summary, HISTORY_VALUE_MAX_LENGTH) : null;
  const full = {
    previous: historyValueText(before, yesNo),
    next: historyValueText(after, yesNo),
    summary: summary || null,
  };
  return {
    id: entry.id,
    kind: auditChangeKind(entry.change_type),
    label: auditChangeLabelIn(entry.change_type, m),
    field: entry.field_display_name ?? entry.field_name ?? '',
    author: auditAuthor(entry, m.system),
    createdAt: entry.created_at,
    when: formatAuditTime(entry.created_at, now, m, format),
    whenFull: formatEasternDateTime(entry.created_at, format),
    previous,
    next,
    summary: shortSummary,
    full,
    cut: previous !== full.previous || next !== full.next || shortSummary !== full.summary,
    reverted: entry.is_reverted,
    canRevert: canRevertEntry(entry),
  };
}
