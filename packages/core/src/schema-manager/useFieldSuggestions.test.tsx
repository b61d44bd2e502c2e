// @vitest-environment jsdom
// useFieldSuggestions against a fake API: the list, its failure messages, and the reload when the Schema
// Manager creates a field (the suggestion it came from is then gone).
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldSuggestion } from '../contract/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, queryOf, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { useFieldSuggestions } from './useFieldSuggestions';
import { useSchemaManager } from './useSchemaManager';

const C = uid(980);
const base = `/companies/${C}`;
const cord: FieldSuggestion = {
  name: 'Cord Length',
  products: 3,
  sample_values: ['25 ft', '10 ft'],
  sample_quote: 'Cord Length: 25 ft',
  mean_confidence: 0.8,
  last_seen: '2026-01-02T10:00:00.000Z',
};
const finish: FieldSuggestion = { ...cord, name: 'Finish', products: 1, sample_values: ['Matte'] };
const emptyOverview = {
  success: true,
  data: { groups: [], ungrouped_fields: [], total_groups: 0, total_fields: 0 },
};

let server: TestServer;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

describe('useFieldSuggestions', () => {
  it('loads the suggestions with min_products, and drafts a field from one', async () => {
    server = await startFakeApi({
      [`GET ${base}/schema/field-suggestions`]: () => ({ body: { success: true, suggestions: [cord, finish] } }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useFieldSuggestions({ companyId: C, minProducts: 2 }), { wrapper });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.suggestions.map((s) => s.name)).toEqual(['Cord Length', 'Finish']);
    expect(queryOf(callsTo(server, 'GET', `${base}/schema/field-suggestions`)[0]!)).toEqual({ min_products: '2' });
    expect(result.current.draftOf(cord)).toMatchObject({ display_name: 'Cord Length (ft)', field_type: 'number' });
    expect(result.current.draftOf(finish)).toMatchObject({ display_name: 'Finish', field_type: 'text' });
  });

  it('loads nothing without a company', async () => {
    server = await startFakeApi({});
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useFieldSuggestions({ companyId: null }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ status: 'pending', suggestions: [], error: null });
    expect(server.requests).toHaveLength(0);
  });

  it('says why a load failed: a refusal, else the server detail', async () => {
    let status = 403;
    server = await startFakeApi({
      [`GET ${base}/schema/field-suggestions`]: () => ({
        status,
        body: { detail: status === 403 ? 'You do not have permission' : 'Company not found', code: 'forbidden' },
      }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useFieldSuggestions({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('You do not have permission to view suggested fields.');
    status = 404;
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.error).toBe('Company not found'));
  });

  it('reloads when the Schema Manager creates a field: the suggestion it came from is gone', async () => {
    let created = false;
    server = await startFakeApi({
      [`GET ${base}/scheme-manager`]: () => ({ body: emptyOverview }),
      [`GET ${base}/schema/merge/suggestions`]: () => ({ body: { success: true, suggestions: [] } }),
      [`GET ${base}/schema/field-suggestions`]: () => ({
        body: { success: true, suggestions: created ? [finish] : [cord, finish] },
      }),
      [`POST ${base}/fields`]: (request) => {
        created = true;
        const body = JSON.parse(request.body) as Record<string, unknown>;
        return {
          status: 201,
          body: {
            field: {
              id: uid(981),
              help_text: null,
              group_id: null,
              is_required: false,
              is_multiple: false,
              is_core_field: false,
              min_value: null,
              max_value: null,
              min_length: null,
              max_length: null,
              allowed_values: null,
              sort_order: 999,
              is_active: true,
              data_type: 'number',
              ...body,
            },
          },
        };
      },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useSchemaManager({ companyId: C }), { wrapper });
    await waitFor(() => expect(result.current.fieldSuggestions.suggestions).toHaveLength(2));
    const draft = result.current.fieldSuggestions.draftOf(cord);
    await act(async () => {
      await result.current.createField(draft);
    });
    const sent = JSON.parse(callsTo(server, 'POST', `${base}/fields`)[0]!.body);
    expect(sent).toMatchObject({
      field_name: 'cord_length_ft',
      display_name: 'Cord Length (ft)',
      field_type: 'number',
    });
    await waitFor(() => expect(result.current.fieldSuggestions.suggestions.map((s) => s.name)).toEqual(['Finish']));
    expect(callsTo(server, 'GET', `${base}/schema/field-suggestions`).length).toBe(2);
  });
});
