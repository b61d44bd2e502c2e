// @vitest-environment jsdom
// useSchemaManager against a fake API — spec part 2 §2.8, §4.4, §4.5, §8.4.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../contract/index';
import { MessagesProvider } from '../messages/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { useSchemaManager } from './useSchemaManager';

const C = uid(990);
const G = uid(991);
const field = (n: number, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id: uid(n),
  field_name: `f${n}`,
  display_name: `Field ${n}`,
  help_text: null,
  field_type: 'text',
  data_type: 'string',
  group_id: G,
  is_required: false,
  is_multiple: false,
  is_core_field: false,
  min_value: null,
  max_value: null,
  min_length: 0,
  max_length: 1000,
  allowed_values: null,
  sort_order: n,
  is_active: true,
  usage_count: 3,
  sample_values: [],
  ...extra,
});
const overview = (fields: FieldDefinition[]) => ({
  success: true,
  data: {
    groups: [
      {
        group: {
          id: G,
          name: 'g',
          display_name: 'G',
          description: null,
          sort_order: 1,
          field_count: fields.length,
          created_at: '2026-01-01T00:00:00.000Z',
        },
        fields,
      },
    ],
    ungrouped_fields: [],
    total_groups: 1,
    total_fields: fields.length,
  },
});
const base = `/companies/${C}`;
let server: TestServer;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

describe('useSchemaManager', () => {
  it('loads, searches with the count message, and expands all when at most 20 fields', async () => {
    server = await startFakeApi({
      [`GET ${base}/scheme-manager`]: () => ({ body: overview([field(1), field(2, { help_text: 'Paint colour' })]) }),
      [`GET ${base}/schema/merge/suggestions`]: () => ({ body: { success: true, suggestions: [] } }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useSchemaManager({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await waitFor(() => expect(result.current.isExpanded(G)).toBe(true));
    act(() => result.current.setSearch('colour'));
    expect(result.current.searchMessage).toBe('Found 1 field(s)');
    expect(result.current.searching).toBe(true);
    act(() => result.current.collapseAll());
    act(() => result.current.setSearch(''));
    expect(result.current.isExpanded(G)).toBe(false);
  });

  it('with more than 20 fields starts collapsed, and a group created later opens', async () => {
    const many = Array.from({ length: 21 }, (_, i) => field(i + 1));
    let withNewGroup = false;
    const N = uid(992);
    server = await startFakeApi({
      [`GET ${base}/scheme-manager`]: () => {
        const body = overview(many);
        if (withNewGroup)
          body.data.groups.push({
            group: { ...body.data.groups[0]!.group, id: N, name: 'new', display_name: 'New', field_count: 0 },
            fields: [],
          });
        return { body };
      },
      [`GET ${base}/schema/merge/suggestions`]: () => ({ body: { success: true, suggestions: [] } }),
      [`POST ${base}/field-groups`]: () => {
        withNewGroup = true;
        return {
          status: 201,
          body: {
            group: {
              id: N,
              name: 'new',
              display_name: 'New',
              description: null,
              sort_order: 999,
              field_count: 0,
              created_at: '2026-01-01T00:00:00.000Z',
            },
          },
        };
      },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useSchemaManager({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await waitFor(() => expect(result.current.sections).toHaveLength(1));
    expect(result.current.isExpanded(G)).toBe(false);
    await act(async () => {
      await result.current.createGroup({ name: '', display_name: 'New', description: '', sort_order: '999' });
    });
    await waitFor(() => expect(result.current.isExpanded(N)).toBe(true));
    expect(result.current.isExpanded(G)).toBe(false);
  });

  it('reorders optimistically, and on failure rolls back, says so and reloads', async () => {
    let fail = true;
    server = await startFakeApi({
      [`GET ${base}/scheme-manager`]: () => ({ body: overview([field(1), field(2), field(3)]) }),
      [`GET ${base}/schema/merge/suggestions`]: () => ({ body: { success: true, suggestions: [] } }),
      [`PUT ${base}/scheme-manager/fields/reorder`]: () =>
        fail ? { status: 500, body: { detail: 'boom', code: 'internal_error' } } : { body: { success: true } },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useSchemaManager({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const loads = callsTo(server, 'GET', `${base}/scheme-manager`).length;
    let ok = true;
    await act(async () => {
      ok = await result.current.reorderFields(G, 2, 0);
    });
    expect(ok).toBe(false);
    expect(result.current.notice).toEqual({ kind: 'error', message: 'Failed to reorder fields' });
    expect(result.current.sections[0]!.fields.map((f) => f.id)).toEqual([uid(1), uid(2), uid(3)]);
    expect(callsTo(server, 'GET', `${base}/scheme-manager`).length).toBeGreaterThan(loads);
    fail = false;
    await act(async () => {
      ok = await result.current.reorderFields(G, 2, 0);
    });
    expect(JSON.parse(callsTo(server, 'PUT', `${base}/scheme-manager/fields/reorder`).at(-1)!.body)).toEqual({
      group_id: G,
      field_orders: [
        { field_id: uid(3), sort_order: 1 },
        { field_id: uid(1), sort_order: 2 },
        { field_id: uid(2), sort_order: 3 },
      ],
    });
  });

  it('accepting a suggestion opens the merge pre-filled and previews; execute sends delete_source_field', async () => {
    const ref = (f: FieldDefinition) => ({
      id: f.id,
      field_name: f.field_name,
      display_name: f.display_name,
      field_type: 'text',
      data_type: 'string',
      usage_count: 3,
    });
    const usage = { form_count: 0, record_count: 3, product_count: 3, last_used_at: null };
    const sf = (f: FieldDefinition) => ({
      id: f.id,
      name: f.field_name,
      display_name: f.display_name,
      field_type: 'text',
      data_type: 'string',
      usage,
    });
    server = await startFakeApi({
      [`GET ${base}/scheme-manager`]: () => ({ body: overview([field(1), field(2)]) }),
      [`GET ${base}/schema/merge/suggestions`]: () => ({
        body: {
          success: true,
          suggestions: [
            {
              id: uid(5),
              status: 'pending',
              confidence: 0.9,
              rationale: 'r',
              source_field: sf(field(1)),
              target_field: sf(field(2)),
            },
          ],
        },
      }),
      [`POST ${base}/schema/merge/suggestions/${uid(5)}/accept`]: () => ({
        body: {
          success: true,
          redirect_to_merge: true,
          merge_preview_data: { source_field_id: uid(1), target_field_id: uid(2), delete_source_field: true },
        },
      }),
      [`POST ${base}/scheme-manager/fields/merge-preview`]: () => ({
        body: {
          success: true,
          data: {
            source_field: ref(field(1)),
            target_field: ref(field(2)),
            sample_values: [],
            affected_products: 3,
            conflict_count: 0,
            values_to_move: 3,
          },
        },
      }),
      [`POST ${base}/scheme-manager/fields/merge`]: () => ({
        body: { success: true, affected_products: 3, moved_values: 3, conflicts: 0, source_field_deleted: true },
      }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useSchemaManager({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.suggestions.list).toHaveLength(1));
    await act(() => result.current.suggestions.accept(uid(5)));
    await waitFor(() => expect(result.current.merge.step).toBe('previewed'));
    expect(result.current.merge).toMatchObject({ open: true, source: { id: uid(1) }, target: { id: uid(2) } });
    expect(result.current.merge.preview?.source_field.id).toBe(uid(1));
    await act(() => result.current.merge.execute());
    expect(result.current.merge.step).toBe('done');
    expect(JSON.parse(callsTo(server, 'POST', `${base}/scheme-manager/fields/merge`)[0]!.body)).toMatchObject({
      source_field_id: uid(1),
      target_field_id: uid(2),
      delete_source_field: true,
    });
  });

  it('retries the AI analysis after a server error (1000 ms), then shows the results', async () => {
    let calls = 0;
    server = await startFakeApi({
      [`GET ${base}/scheme-manager`]: () => ({ body: overview([field(1)]) }),
      [`GET ${base}/schema/merge/suggestions`]: () => ({ body: { success: true, suggestions: [] } }),
      [`POST ${base}/schema/merge/ai-suggestions`]: () =>
        ++calls === 1
          ? { status: 503, body: { detail: 'busy', code: 'service_unavailable' } }
          : { body: { success: true, suggestions: [] } },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useSchemaManager({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await act(() => result.current.suggestions.analyze());
    expect(calls).toBe(2);
    expect(result.current.suggestions.analysis.status).toBe('empty');
  });

  it("waits for a company, then says 'No company selected. Please select a company first.'", async () => {
    server = await startFakeApi({});
    vi.useFakeTimers();
    try {
      const { wrapper } = apiWrapper(server.origin);
      const { result } = renderHook(() => useSchemaManager({ companyId: null }), { wrapper });
      expect(result.current.status).toBe('waiting');
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current.statusMessage).toBe('No company selected. Please select a company first.');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("useSchemaManager in the provider's words (issue #21)", () => {
  it('words its search, status, stage and failure messages from messages.schemaManager', async () => {
    server = await startFakeApi({
      [`GET ${base}/scheme-manager`]: () => ({ body: overview([field(1, { help_text: 'Paint colour' })]) }),
      [`GET ${base}/schema/merge/suggestions`]: () => ({ status: 403, body: { detail: 'Forbidden' } }),
    });
    const { wrapper: Api } = apiWrapper(server.origin);
    const german = {
      schemaManager: {
        foundFields: (count: number) => `${count} Feld(er) gefunden`,
        noFieldsFound: 'Keine Felder gefunden',
        refreshForbidden: 'Keine Berechtigung',
        stageGathering: 'Daten sammeln',
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Api>
        <MessagesProvider messages={german}>{children}</MessagesProvider>
      </Api>
    );
    const { result } = renderHook(() => useSchemaManager({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.setSearch('colour'));
    expect(result.current.searchMessage).toBe('1 Feld(er) gefunden');
    act(() => result.current.setSearch('zzz'));
    expect(result.current.searchMessage).toBe('Keine Felder gefunden');
    await waitFor(() => expect(result.current.suggestions.error).toBe('Keine Berechtigung'));
    expect(result.current.suggestions.stageLabel).toBe('Daten sammeln');
  });
});
