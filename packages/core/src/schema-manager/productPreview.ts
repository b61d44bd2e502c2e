// The product preview tooltip of the merge dialog's conflict list — spec part 2 §2.9: the product's details,
// showing these fields when present. Pure, plus the hook that reads the product.
import { useQuery } from '@tanstack/react-query';
import { displayCleanName, parseMultiValue, type EnhancedProductWithFields } from '../contract/index';
import { useApiClient } from '../provider/index';
import { productDetailQuery } from '../shared/productQueries';
import { useReportFailure } from '../shared/reportFailure';
import {
  schemaManagerMessages as m,
  type SchemaManagerMessages,
  schemaManagerMessages,
  useTexts,
} from '../messages/index';

/** The fields the tooltip shows, in order — spec part 2 §2.9. */
export const PRODUCT_PREVIEW_FIELDS = [
  'clean_name',
  'short_description',
  'manufacturer',
  'subcategory',
  'item_number',
  'manufacturer_part_number',
  'primary_category',
] as const;

/** One line of the tooltip. */
export interface ProductPreviewRow {
  name: (typeof PRODUCT_PREVIEW_FIELDS)[number];
  label: string;
  value: string;
}

/** The message naming each field. */
const LABELS = {
  clean_name: 'previewCleanName',
  short_description: 'previewShortDescription',
  manufacturer: 'previewManufacturer',
  subcategory: 'previewSubcategory',
  item_number: 'previewItemNumber',
  manufacturer_part_number: 'previewManufacturerPartNumber',
  primary_category: 'previewPrimaryCategory',
} as const satisfies Record<(typeof PRODUCT_PREVIEW_FIELDS)[number], keyof SchemaManagerMessages>;

/**
 * The tooltip's lines: the spec's fields that hold a value (product columns first, then custom fields),
 * labelled in `messages` (default English).
 */
export function productPreviewRows(
  product: EnhancedProductWithFields,
  messages: Pick<SchemaManagerMessages, (typeof LABELS)[keyof typeof LABELS]> = m,
): ProductPreviewRow[] {
  const readValue = (name: (typeof PRODUCT_PREVIEW_FIELDS)[number]): string | null => {
    if (name === 'clean_name') return displayCleanName(product.clean_name);
    if (name === 'short_description') return product.short_description;
    const field = product.fields.find((f) => f.field_name === name);
    if (!field) return null;
    if (field.value_text != null)
      return field.is_multiple ? parseMultiValue(field.value_text).join(', ') : field.value_text;
    const other = field.value_number ?? field.value_boolean ?? field.value_date ?? field.value_product_id;
    return other == null ? null : String(other);
  };
  return PRODUCT_PREVIEW_FIELDS.flatMap((name) => {
    const value = readValue(name);
    return value == null || value.trim() === '' ? [] : [{ name, label: messages[LABELS[name]], value }];
  });
}

/** Options of useProductPreview. */
export interface UseProductPreviewOptions {
  companyId: string | null | undefined;
  /** The product to read; null reads nothing (the tooltip is closed). */
  productId: string | null;
}

/** Reads a product for the merge dialog's preview tooltip; its error reads 'Failed to load product details'. */
export function useProductPreview({ companyId, productId }: UseProductPreviewOptions) {
  const client = useApiClient();
  const messages = useTexts('schemaManager', schemaManagerMessages);
  const query = useQuery({
    ...productDetailQuery(client, companyId ?? '', productId ?? ''),
    enabled: !!companyId && !!productId,
  });
  useReportFailure(query.error, 'Loading the product preview');
  return {
    status: query.status,
    rows: query.data ? productPreviewRows(query.data.product, messages) : [],
    error: query.error ? messages.productDetailsFailed : null,
  };
}
