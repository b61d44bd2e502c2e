import { TYPED_FEATURE, TYPED_MODEL } from './productFields';
// Stories and tests only: a realistic catalogue product with sources, link-rule fields and audit history, an
// in-memory fake of the detail calls, and a demo that opens the dialog on it (optionally prepared by a setup step).
import type { AuditEntry, ProductDetailResponse, ProductField } from '@curate/core';
import { useEffect, useRef, useState } from 'react';
import {
  bottleFields,
  checkedBottleFields,
  checkedReviewFlags,
  colorDefinition,
  fid,
  makeField,
  type CheckState,
} from './productFields';
import { createFixtureClient, FixtureApi, type FixtureClient, type FixtureRoutes } from './fixtureApi';
import { COMPANY_ID, productDetail, queueProduct, reviewFixtureRoutes } from './reviewQueue';
import { useProductDetail, type ProductDetailController } from '@curate/core';
import { ProductDetailDialog } from '../product-detail/ProductDetail';

export { COMPANY_ID };

/** The catalogue product shown: the stainless steel bottle, SKU-10482, quality 8.4, approved. */
export const DETAIL_ITEM = queueProduct(0);

/** Field definition ids of the fixture fields. */
export const DETAIL_FIELD = {
  brand: fid(2, 1),
  model: fid(2, 2),
  material: fid(2, 5),
  features: fid(2, 7),
  care: fid(2, 8),
} as const;

/** The bottle's fields plus link-rule cases: a long https URL, a link-named text value, a URL value, an ftp URL. */
export function detailFields(): ProductField[] {
  const fields = bottleFields().map((f) =>
    f.field_name === 'material' ? { ...f, updated_by_type: 'user' as const } : f,
  );
  return [
    ...fields,
    makeField(
      12,
      {
        field_name: 'product_page_url',
        display_name: 'Product Page',
        value_text: 'https://www.hydroflask.com/insulated-bottles/standard-mouth/24-oz-standard-mouth-black',
      },
      null,
      1,
    ),
    makeField(
      13,
      { field_name: 'support_link', display_name: 'Support Link', value_text: 'Call 1-800-555-0199 (Mon-Fri)' },
      null,
    ),
    makeField(
      14,
      {
        field_name: 'datasheet',
        display_name: 'Datasheet',
        value_text: 'https://cdn.hydroflask.com/docs/24oz-standard-mouth-spec.pdf',
      },
      null,
    ),
    makeField(
      15,
      {
        field_name: 'retailer_website',
        display_name: 'Retailer Website',
        value_text: 'ftp://files.example.com/bottle-assets.zip',
      },
      null,
    ),
    makeField(
      16,
      {
        field_name: 'care_guide_link',
        display_name: 'Care Guide Link',
        value_text: 'www.hydroflask.com/care',
      },
      null,
    ),
  ];
}

const MARKETING_OLD =
  'Take your favourite drink anywhere with TempShield insulation that keeps it cold for a full day.';
const MARKETING_NEW =
  'Take your favourite drink anywhere. TempShield double-wall insulation keeps it cold for 24 hours.';

function entry(n: number, init: Partial<AuditEntry> & Pick<AuditEntry, 'change_type' | 'created_at'>): AuditEntry {
  return {
    id: fid(7, n),
    field_definition_id: null,
    field_name: null,
    field_display_name: null,
    change_summary: null,
    change_reason: null,
    previous_value: null,
    old_value: null,
    new_value: null,
    user_full_name: 'Dana Whitfield',
    username: 'dana.whitfield',
    updated_by: 'Dana Whitfield',
    is_reverted: false,
    ...init,
  };
}

/** Audit entries, newest first: 'Just now', 'Nm ago', 'Nh ago', then dates; a revert and a reverted change. */
export function detailHistory(now = Date.now()): AuditEntry[] {
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const marketing = {
    field_definition_id: fid(2, 3),
    field_name: 'marketing_copy',
    field_display_name: 'Marketing Copy',
  };
  return [
    entry(1, {
      change_type: 'field_updated',
      field_definition_id: DETAIL_FIELD.model,
      field_name: 'model_name',
      field_display_name: 'Model',
      previous_value: 'Standard Mouth',
      new_value: 'Standard Mouth 24 oz',
      created_at: ago(20_000),
    }),
    entry(2, {
      change_type: 'field_update',
      field_definition_id: DETAIL_FIELD.material,
      field_name: 'material',
      field_display_name: 'Material',
      previous_value: 'Stainless steel',
      new_value: '18/8 stainless steel',
      user_full_name: 'Marcus Lee',
      username: 'mlee',
      updated_by: 'Marcus Lee',
      created_at: ago(12 * 60_000 + 20_000),
    }),
    entry(3, {
      change_type: 'field_added',
      field_definition_id: fid(2, 9),
      field_name: 'certifications',
      field_display_name: 'Certifications',
      new_value: ['FDA food contact', 'LFGB'],
      created_at: ago(3 * 3_600_000 + 60_000),
    }),
    entry(4, {
      change_type: 'revert',
      ...marketing,
      previous_value: MARKETING_OLD,
      new_value: MARKETING_NEW,
      change_summary: 'Revert of: Marketing Copy updated',
      created_at: '2025-02-27T15:40:00.000Z',
    }),
    entry(5, {
      change_type: 'field_update',
      ...marketing,
      previous_value: MARKETING_NEW,
      new_value: MARKETING_OLD,
      is_reverted: true,
      user_full_name: null,
      username: null,
      updated_by: 'AI',
      created_at: '2025-02-26T13:05:00.000Z',
    }),
    entry(6, {
      change_type: 'field_removed',
      field_definition_id: fid(2, 16),
      field_name: 'color',
      field_display_name: 'Color',
      previous_value: 'Black',
      created_at: '2025-02-21T09:30:00.000Z',
    }),
  ];
}

/** The product's detail answer: approved, its fields, history and product-level sources. */
export function detailResponse(
  fields: ProductField[] = detailFields(),
  history: AuditEntry[] = detailHistory(),
): ProductDetailResponse {
  const detail = productDetail(DETAIL_ITEM, fields);
  return { ...detail, product: { ...detail.product, review_status: 'approved', version: 4 }, history };
}

/** The detail answer after an enhancement that left `state` to check (see checkedBottleFields), without history. */
export function checkedDetailResponse(state: CheckState): ProductDetailResponse {
  const detail = detailResponse(checkedBottleFields(state), []);
  return { ...detail, product: { ...detail.product, review_flags: checkedReviewFlags(state) } };
}

/** An in-memory detail API: saves, removals, reverts and the delete change the product it serves. */
export function detailFixtureRoutes(overrides: FixtureRoutes = {}): FixtureRoutes {
  const detail = detailResponse();
  const version = () => (detail.product.version = (detail.product.version ?? 1) + 1);
  const setField = (fieldId: string, change: (f: ProductField) => ProductField) => {
    detail.product.fields = detail.product.fields.map((f) => (f.field_definition_id === fieldId ? change(f) : f));
  };
  const review = reviewFixtureRoutes({ products: [DETAIL_ITEM] });
  return {
    ...review,
    getProduct: () => structuredClone(detail),
    updateProductField: ({ params, body }) => {
      setField(params.fieldId!, (f) => ({
        ...f,
        value_text: String((body as { value: unknown }).value),
        updated_by_type: 'user',
      }));
      return { success: true, edit_history_id: null, version: version() };
    },
    bulkUpdateProductFields: ({ body }) => {
      for (const [id, values] of Object.entries((body as { field_updates: Record<string, string[]> }).field_updates)) {
        setField(id, (f) => ({ ...f, value_text: JSON.stringify(values), updated_by_type: 'user' }));
      }
      return { success: true, updated_fields: 1, removed_fields: 0, created_values: 0, errors: [], version: version() };
    },
    deleteProductField: ({ params }) => {
      detail.product.fields = detail.product.fields.filter((f) => f.field_definition_id !== params.fieldId);
      return { success: true, version: version() };
    },
    revertHistoryEntry: ({ params }) => {
      const target = detail.history!.find((h) => h.id === params.historyId)!;
      const n = 100 + detail.history!.length;
      const revert = entry(n, {
        ...target,
        id: fid(7, n), // a new entry, not the target's id
        change_type: 'revert',
        previous_value: target.new_value,
        new_value: target.previous_value,
        change_summary: `Revert of: ${target.field_display_name} updated`,
        is_reverted: false,
        created_at: new Date().toISOString(),
      });
      detail.history = [revert, ...detail.history!.map((h) => (h.id === target.id ? { ...h, is_reverted: true } : h))];
      if (target.field_definition_id)
        setField(target.field_definition_id, (f) => ({ ...f, value_text: String(target.previous_value ?? '') }));
      return {
        success: true,
        message: `Reverted ${target.field_display_name}`,
        history_id: revert.id,
        version: version(),
      };
    },
    addProductField: (call) => {
      const answer = review.addProductField!(call) as { field: ProductField };
      detail.product.fields = [...detail.product.fields, answer.field];
      return { ...answer, version: version() };
    },
    deleteProduct: () => ({ success: true }),
    ...overrides,
  };
}

/** Props of ProductDetailDemo. */
export interface ProductDetailDemoProps {
  /** Route handlers replacing the fake's, by route id. */
  overrides?: FixtureRoutes;
  /** Runs once the product has loaded, e.g. to enter edit mode and make edits, or to ask for the delete. */
  setup?: (detail: ProductDetailController) => void;
  /** Show the 'Open in Review' button; default true. */
  withReview?: boolean;
  /** Whether the user may delete; default true. */
  canDelete?: boolean;
  /** Receives the fixture client (to inspect calls in tests). */
  onClient?: (client: FixtureClient) => void;
  /** Told when the product was deleted. */
  onDeleted?: () => void;
}

function Demo({
  setup,
  withReview = true,
  canDelete = true,
  onDeleted,
}: Omit<ProductDetailDemoProps, 'overrides' | 'onClient'>) {
  const [open, setOpen] = useState(true);
  const [note, setNote] = useState('');
  const detail = useProductDetail({
    companyId: COMPANY_ID,
    productId: DETAIL_ITEM.id,
    enabled: open,
    canDelete,
    onDeleted: () => {
      setNote('Product deleted; the catalogue reloads.');
      onDeleted?.();
      setOpen(false);
    },
  });
  const prepared = useRef(false);
  useEffect(() => {
    if (detail.product && !prepared.current) {
      prepared.current = true;
      setup?.(detail);
    }
  }, [detail, setup]);
  return (
    <div style={{ padding: 16 }}>
      <button type="button" data-story-chrome onClick={() => setOpen(true)}>
        Open product details
      </button>
      <p role="status" data-story-chrome>
        {note}
      </p>
      <ProductDetailDialog
        detail={detail}
        open={open}
        onClose={() => setOpen(false)}
        onEditInReview={
          withReview ? (product) => setNote(`Opened ${product.product_id} in the review dialog.`) : undefined
        }
      />
    </div>
  );
}

/** The product detail dialog on the fixture product, over the in-memory API. */
export function ProductDetailDemo({ overrides, onClient, ...rest }: ProductDetailDemoProps) {
  const [client] = useState(() => {
    const c = createFixtureClient(detailFixtureRoutes(overrides));
    onClient?.(c);
    return c;
  });
  return (
    <FixtureApi client={client}>
      <Demo {...rest} />
    </FixtureApi>
  );
}

/** Edit mode with pending changes: a text edit, a removed field, a removed and an added multi-value item. */
export const pendingEdits = (detail: ProductDetailController) => {
  detail.setMode('edit');
  detail.editField(DETAIL_FIELD.model, TYPED_MODEL);
  detail.removeField(DETAIL_FIELD.care);
  detail.removeValue(DETAIL_FIELD.features, 2);
  detail.addValue(DETAIL_FIELD.features, TYPED_FEATURE);
};

/** Edit mode with a value the API's text rule refuses: Model pasted past the 20,000 characters of a field value (issue #11). */
export const invalidEdit = (detail: ProductDetailController) => {
  detail.setMode('edit');
  detail.editField(DETAIL_FIELD.model, 'Standard Mouth 24 oz, Black. '.repeat(700));
};

/** Edit mode with the existing select field Color picked in the add-field box (issue #14). */
export const addColorField = (detail: ProductDetailController) => {
  detail.setMode('edit');
  void detail.addField(colorDefinition());
};
