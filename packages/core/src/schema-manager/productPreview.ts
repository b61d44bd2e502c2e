// The product preview tooltip of the merge dialog's conflict list — spec part 2 §2.9: the product's details,
// showing these fields when present. Pure, plus the hook that reads the product.
import { useQuery } from '@tanstack/react-query';
import { displayCleanName, parseMultiValue, type EnhancedProductWithFields } from '../contract/index';
import { useApiClient } from '../provider/index';
import { productDetailQuery } from '../shared/productQueries';
import { useReportFailure } from '../shared/reportFailure';
import { SCHEMA_MESSAGES } from './messages';

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

const LABELS: Record<(typeof PRODUCT_PREVIEW_FIELDS)[number], string> = {
  clean_name: 'Name',
  short_description: 'Short description',
  manufacturer: 'Manufacturer',
  subcategory: 'Subcategory',
  item_number: 'Item number',
  manufacturer_part_number: 'Manufacturer part number',
  primary_category: 'Primary category',
};

/** The tooltip's lines: the spec's fields that hold a value (product columns first, then custom fields). */
export function productPreviewRows(product: EnhancedProductWithFields): ProductPreviewRow[] {
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
    return value == null || value.trim() === '' ? [] : [{ name, label: LABELS[name], value }];
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
  const query = useQuery({
    ...productDetailQuery(client, companyId ?? '', productId ?? ''),
    enabled: !!companyId && !!productId,
  });
  useReportFailure(query.error, 'Loading the product preview');
  return {
    status: query.status,
    rows: query.data ? productPreviewRows(query.data.product) : [],
    error: query.error ? SCHEMA_MESSAGES.productDetailsFailed : null,
  };
}
