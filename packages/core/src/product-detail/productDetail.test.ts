import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/index';
import type { AuditEntry } from '../contract/index';
import { OTHER_FIELDS_KEY, REMOVE_FIELD_FAILED_MESSAGE, SAVE_FAILED_MESSAGE } from '../product-fields/index';
import { field, uid } from '../test/fixtures';
import {
  auditAuthor,
  auditChangeLabel,
  auditEntryView,
  canRevertEntry,
  historyValueText,
  truncateHistoryValue,
} from './auditEntries';
import { formatAuditTime, formatEasternDate, formatEasternDateTime } from './auditTime';
import { REVERT_FAILED_MESSAGE, canDeleteProducts, productDetailTitle } from './constants';
import { detailFieldGroups, isManualOverride } from './detailFields';
import { detailFailureMessage, saveFailureMessage } from './messages';

const NOW = Date.parse('2025-07-15T18:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('audit times (spec part 1 §9)', () => {
  it('reads Just now under a minute, Nm ago under an hour, Nh ago under a day', () => {
    expect(formatAuditTime(ago(0), NOW)).toBe('Just now');
    expect(formatAuditTime(ago(59_999), NOW)).toBe('Just now');
    expect(formatAuditTime(ago(-30_000), NOW)).toBe('Just now');
    expect(formatAuditTime(ago(60_000), NOW)).toBe('1m ago');
    expect(formatAuditTime(ago(59 * 60_000 + 59_000), NOW)).toBe('59m ago');
    expect(formatAuditTime(ago(3_600_000), NOW)).toBe('1h ago');
    expect(formatAuditTime(ago(23 * 3_600_000 + 3_599_000), NOW)).toBe('23h ago');
  });

  it('shows the US Eastern date from 24 hours on, even where the UTC date differs', () => {
    expect(formatAuditTime(ago(24 * 3_600_000), NOW)).toBe('Jul 14, 2025');
    // 02:30 UTC on Mar 3 is still Mar 2 in New York (EST, UTC-5).
    expect(formatAuditTime('2025-03-03T02:30:00.000Z', NOW)).toBe('Mar 2, 2025');
    expect(formatEasternDate('2025-03-03T02:30:00.000Z')).toBe('Mar 2, 2025');
  });

  it('gives the full Eastern date and time with its zone, daylight time included', () => {
    expect(formatEasternDateTime('2025-03-03T02:30:00.000Z')).toBe('Mar 2, 2025, 9:30 PM EST');
    expect(formatEasternDateTime('2025-07-15T18:00:00.000Z')).toBe('Jul 15, 2025, 2:00 PM EDT');
  });

  it('shows a dash for a missing or unreadable time', () => {
    expect(formatAuditTime(null, NOW)).toBe('–');
    expect(formatAuditTime('not a date', NOW)).toBe('–');
    expect(formatEasternDateTime(undefined)).toBe('–');
  });
});

function entry(extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: uid(700),
    change_type: 'field_update',
    field_definition_id: uid(101),
    field_name: 'material',
    field_display_name: 'Material',
    change_summary: null,
    change_reason: null,
    previous_value: 'steel',
    old_value: 'steel',
    new_value: 'stainless steel',
    user_full_name: 'Dana Reviewer',
    username: 'dana',
    updated_by: 'Dana Reviewer',
    created_at: ago(5 * 60_000),
    is_reverted: false,
    ...extra,
  };
}

describe('audit entries (spec part 1 §3, §9)', () => {
  it('labels every change type the spec lists', () => {
    const labels = (
      [
        'field_added',
        'field_update',
        'field_updated',
        'field_removed',
        'field_remove',
        'revert',
        'field_reverted',
      ] as const
    ).map(auditChangeLabel);
    expect(labels).toEqual(['Added', 'Updated', 'Updated', 'Removed', 'Removed', 'Reverted', 'Reverted']);
  });

  it('turns audited values into text: lists, JSON-array strings, booleans, numbers', () => {
    expect(historyValueText(null)).toBeNull();
    expect(historyValueText(['a', 'b'])).toBe('a, b');
    expect(historyValueText('["red","blue"]')).toBe('red, blue');
    expect(historyValueText('[not json')).toBe('[not json');
    expect(historyValueText(true)).toBe('Yes');
    expect(historyValueText(710)).toBe('710');
    expect(historyValueText({ a: 1 })).toBe('{"a":1}');
  });

  it('cuts values at 100 alone and at 50 within a change', () => {
    const long = 'x'.repeat(120);
    expect(truncateHistoryValue(long)).toBe(`${'x'.repeat(100)}...`);
    expect(truncateHistoryValue(long, { inChange: true })).toBe(`${'x'.repeat(50)}...`);
    expect(truncateHistoryValue('short', { inChange: true })).toBe('short');
    const change = auditEntryView(entry({ previous_value: long, new_value: long }), NOW);
    expect(change.previous).toHaveLength(53);
    const added = auditEntryView(
      entry({ change_type: 'field_added', previous_value: null, old_value: null, new_value: long }),
      NOW,
    );
    expect(added.previous).toBeNull();
    expect(added.next).toHaveLength(103);
  });

  it('builds the entry view: who, when, field, label, values', () => {
    const view = auditEntryView(entry({ previous_value: undefined, old_value: 'old text' }), NOW);
    expect(view).toMatchObject({
      label: 'Updated',
      kind: 'updated',
      field: 'Material',
      author: 'Dana Reviewer',
      when: '5m ago',
      previous: 'old text',
      next: 'stainless steel',
      canRevert: true,
    });
    expect(view.whenFull).toBe('Jul 15, 2025, 1:55 PM EDT');
  });

  it('names the author by full name, username, updated_by, else System', () => {
    expect(auditAuthor({ user_full_name: null, username: 'dana', updated_by: 'x' })).toBe('dana');
    expect(auditAuthor({ user_full_name: ' ', username: null, updated_by: 'AI' })).toBe('AI');
    expect(auditAuthor({ user_full_name: null, username: null, updated_by: null })).toBe('System');
  });

  it('offers Revert unless the entry was reverted or its field is gone; a revert entry can be reverted', () => {
    expect(canRevertEntry(entry())).toBe(true);
    expect(canRevertEntry(entry({ is_reverted: true }))).toBe(false);
    expect(canRevertEntry(entry({ field_definition_id: null }))).toBe(false);
    expect(canRevertEntry(entry({ change_type: 'revert' }))).toBe(true);
  });
});

describe('detail fields and texts (spec part 1 §2)', () => {
  it('titles the dialog with the product id', () => {
    expect(productDetailTitle('SKU-10482')).toBe('Product ID: SKU-10482');
  });

  it('marks user-edited fields as manual overrides', () => {
    expect(isManualOverride(field(1, { updated_by_type: 'user' }))).toBe(true);
    expect(isManualOverride(field(1, { updated_by_type: 'ai' }))).toBe(false);
  });

  it('in edit mode shows every group and Other Fields, in view mode only groups with fields', () => {
    const groups = [
      { id: uid(50), display_name: 'Specs', sort_order: 1 },
      { id: uid(51), display_name: 'Care', sort_order: 2 },
    ];
    const fields = [field(1, { group_id: uid(50), group_display_name: 'Specs' })];
    expect(detailFieldGroups(fields, groups).map((g) => g.displayName)).toEqual(['Specs']);
    const editing = detailFieldGroups(fields, groups, { editing: true });
    expect(editing.map((g) => g.displayName)).toEqual(['Specs', 'Care', 'Other Fields']);
    expect(editing.at(-1)!.key).toBe(OTHER_FIELDS_KEY);
  });
});

describe('failure messages (spec part 1 §8)', () => {
  const failure = (status: number, routeId: string, message = 'Server says no') =>
    new ApiError({ status, code: 'conflict', message, routeId });
  it('uses the spec texts, the remove text for a failed removal, and the server message for refusals', () => {
    expect(saveFailureMessage(failure(500, 'updateProductField'))).toBe(SAVE_FAILED_MESSAGE);
    expect(saveFailureMessage(failure(500, 'deleteProductField'))).toBe(REMOVE_FIELD_FAILED_MESSAGE);
    expect(saveFailureMessage(failure(409, 'updateProductField', 'Product changed meanwhile'))).toBe(
      'Product changed meanwhile',
    );
    expect(saveFailureMessage(new Error('offline'))).toBe(SAVE_FAILED_MESSAGE);
    expect(detailFailureMessage(failure(503, 'revertChange'), REVERT_FAILED_MESSAGE)).toBe(REVERT_FAILED_MESSAGE);
    expect(detailFailureMessage(failure(403, 'revertChange', 'Not allowed'), REVERT_FAILED_MESSAGE)).toBe(
      'Not allowed',
    );
  });
});

describe('who may delete (issue #14, as in the server access matrix)', () => {
  it('lets company admins and the super-admin delete, not tenant users', () => {
    expect(canDeleteProducts(['tenant-admin'])).toBe(true);
    expect(canDeleteProducts(['super-admin'])).toBe(true);
    expect(canDeleteProducts(['tenant-user'])).toBe(false);
    expect(canDeleteProducts([])).toBe(false);
  });
});
