import {
  URL_DISPLAY_LONG,
  fieldDisplayValues,
  isLinkField,
  linkFieldUrl,
  linkText,
  safeHttpUrl,
  truncateUrl,
  type ProductField,
  commonMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../theme/cx';

/** Props of FieldValue; other div attributes pass through. */
export interface FieldValueProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The field whose stored value is shown. */
  field: Pick<
    ProductField,
    | 'field_name'
    | 'field_type'
    | 'data_type'
    | 'is_multiple'
    | 'value_text'
    | 'value_number'
    | 'value_boolean'
    | 'value_date'
    | 'value_product_id'
  >;
  /** Link text is cut at this many characters; default 80 (the catalogue detail dialog uses 60) — spec part 1 §9. */
  urlMaxLength?: number;
  /** Shown when the field has no value; default 'No value'. */
  emptyLabel?: string;
}

/** One value as text, or as a link when it is an http(s) URL (anything else stays text) — spec part 1 §2, issue #4. */
export function ValueText({
  value,
  urlMaxLength = URL_DISPLAY_LONG,
  linkish = false,
}: {
  value: string;
  urlMaxLength?: number;
  linkish?: boolean;
}) {
  // A link field's value without a scheme is shown and linked with https:// (issue #14); only http(s) links.
  const href = linkish ? linkFieldUrl(value) : safeHttpUrl(value);
  if (href === null)
    return <span className="curate-FieldValue-text">{linkish ? truncateUrl(value, urlMaxLength) : value}</span>;
  const shown = linkText(value);
  return (
    <a className="curate-FieldValue-link" href={href} target="_blank" rel="noopener noreferrer nofollow" title={shown}>
      {truncateUrl(shown, urlMaxLength)}
    </a>
  );
}

/** A field's stored value(s) for view mode: multi-value fields as a list, booleans as Yes/No, safe links. */
export function FieldValue({
  field,
  urlMaxLength = URL_DISPLAY_LONG,
  emptyLabel,
  className,
  ...rest
}: FieldValueProps) {
  const m = useTexts('productFields', productFieldsMessages);
  const common = useTexts('common', commonMessages);
  const values = fieldDisplayValues(field, common);
  const linkish = isLinkField(field);
  return (
    <div
      {...rest}
      className={cx('curate-FieldValue', className)}
      data-slot="field-value"
      data-empty={values.length === 0 ? '' : undefined}
    >
      {values.length === 0 ? (
        <span className="curate-FieldValue-empty">{emptyLabel ?? m.noValue}</span>
      ) : field.is_multiple ? (
        <ul className="curate-FieldValue-list">
          {values.map((value, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; the position is what tells them apart.
            <li key={`${i}-${value}`} className="curate-FieldValue-item">
              <ValueText value={value} urlMaxLength={urlMaxLength} linkish={linkish} />
            </li>
          ))}
        </ul>
      ) : (
        <ValueText value={values[0]!} urlMaxLength={urlMaxLength} linkish={linkish} />
      )}
    </div>
  );
}
