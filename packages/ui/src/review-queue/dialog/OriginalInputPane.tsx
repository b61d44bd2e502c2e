import {
  LIMITED_INPUT_TEXT,
  LIMITED_INPUT_TITLE,
  NO_RAW_PRODUCT_TEXT,
  RAW_SPECIAL_FIELDS,
  failureDetail,
  type RawField,
  type ReviewSessionController,
} from '@curate/core';
import { type ReactNode, useId } from 'react';
import { ValueText } from '../../product-fields/FieldValue';
import { formatDateTime } from '../../internal/format';
import { InputSection, PaneNotice } from './InputSection';

const firstValue = (fields: readonly RawField[], name: string): string | null =>
  fields.find((f) => f.field_name === name)?.values[0] ?? null;
const special = new Set<string>(RAW_SPECIAL_FIELDS);

/** Props of the Original Input Data pane. */
export interface OriginalInputPaneProps {
  session: ReviewSessionController;
}

/**
 * Left pane 'Original Input Data' — spec part 1 §2: identifiers, input details, source details and import
 * timeline; 'Limited Input Data Available' without raw fields; 'No raw product data found' without a raw product.
 */
export function OriginalInputPane({ session }: OriginalInputPaneProps) {
  const headingId = useId();
  const { raw, item, detail } = session;
  const product = detail?.product;
  const rawProduct = raw.input?.product ?? null;
  const fields = raw.input?.fields ?? [];
  let body: ReactNode;
  if (raw.status === 'pending') body = <p role="status">Loading input data...</p>;
  else if (raw.status === 'error')
    body = (
      <PaneNotice
        title={NO_RAW_PRODUCT_TEXT}
        tone="warning"
      >{`Failed to load input data: ${failureDetail(raw.error)}`}</PaneNotice>
    );
  else if (!rawProduct) body = <PaneNotice title={NO_RAW_PRODUCT_TEXT} tone="warning" />;
  else {
    const additional = fields.filter((f) => !special.has(f.field_name));
    const imageUrl = firstValue(fields, 'raw_image_url');
    body = (
      <>
        <InputSection
          title="Product Identifiers"
          rows={[
            ['Customer Product ID', rawProduct.customer_product_id],
            ['Product Name', firstValue(fields, 'raw_product_name') ?? rawProduct.product_name ?? product?.name],
            // Always the raw product's own id; the customer's id has its own row (issue #14).
            ['Raw Product ID', rawProduct.id],
            ['Review Status', product?.review_status ?? item?.review_status],
          ]}
        />
        {fields.length === 0 ? (
          <PaneNotice title={LIMITED_INPUT_TITLE}>{LIMITED_INPUT_TEXT}</PaneNotice>
        ) : (
          <InputSection
            title="Input Details"
            rows={[
              ['Name', firstValue(fields, 'raw_product_name')],
              ['Image', imageUrl && <ValueText value={imageUrl} linkish />],
              [
                'Specifications',
                firstValue(fields, 'raw_product_details') && (
                  <span className="curate-InputSection-text">{firstValue(fields, 'raw_product_details')}</span>
                ),
              ],
              [
                'Additional Input Data',
                additional.length > 0 && (
                  <dl className="curate-InputSection-nested">
                    {additional.map((f) => (
                      <div key={f.field_name}>
                        <dt>{f.display_name}</dt>
                        <dd>{f.values.join(', ')}</dd>
                      </div>
                    ))}
                  </dl>
                ),
              ],
            ]}
          />
        )}
        <InputSection
          title="Source Details"
          rows={[
            ['Source System', rawProduct.source_system],
            ['Import Batch', rawProduct.import_batch_id],
            ['Source URL', rawProduct.source_url && <ValueText value={rawProduct.source_url} linkish />],
            ['Source File', rawProduct.source_file_name],
            ['File Row', rawProduct.source_file_row],
          ]}
        />
        <InputSection
          title="Import Timeline"
          rows={[
            ['Imported', formatDateTime(rawProduct.imported_at)],
            ['Created', formatDateTime(rawProduct.created_at)],
            ['Processed', formatDateTime(rawProduct.processed_at)],
            ['Updated', formatDateTime(rawProduct.updated_at)],
          ]}
        />
      </>
    );
  }
  return (
    <section
      className="curate-DialogLayout-pane curate-ReviewDialog-pane"
      data-slot="original-pane"
      data-tone="muted"
      aria-labelledby={headingId}
      tabIndex={0}
    >
      <h3 id={headingId} className="curate-DialogLayout-paneTitle">
        Original Input Data
      </h3>
      {body}
    </section>
  );
}
