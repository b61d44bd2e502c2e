// How a catalogue item is shown — spec part 1 §3.
import { displayCleanName, type EnhancedProduct } from '../contract/index';
import { commonMessages } from '../messages/common';

type Named = Pick<EnhancedProduct, 'clean_name' | 'name' | 'key_custom_fields'>;

/**
 * The name of a catalogue item: clean_name (a JSON-array string shows its first element), else the
 * clean_name held in key_custom_fields, else name; '' when none — spec part 1 §3.
 */
export function productDisplayName(product: Named): string {
  return (
    displayCleanName(product.clean_name)?.trim() ||
    displayCleanName(product.key_custom_fields?.clean_name)?.trim() ||
    product.name?.trim() ||
    ''
  );
}

/** Shown for a product with no name at all. */
export const UNTITLED_PRODUCT = commonMessages.untitledProduct;

/** The catalogue item's name, or 'Untitled product' when it has none. */
export const productTitle = (product: Named, untitled: string = UNTITLED_PRODUCT): string =>
  productDisplayName(product) || untitled;

/** The short description of a catalogue item, else the one in key_custom_fields; '' when none — spec part 1 §3. */
export function productShortDescription(
  product: Pick<EnhancedProduct, 'short_description' | 'key_custom_fields'>,
): string {
  return product.short_description?.trim() || product.key_custom_fields?.short_description?.trim() || '';
}
