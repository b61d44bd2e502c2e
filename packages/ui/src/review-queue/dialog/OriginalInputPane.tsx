import {
  RAW_SPECIAL_FIELDS,
  useFormat,
  failureDetail,
  type RawField,
  type ReviewSessionController,
  commonMessages,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import { type ReactNode, useId } from 'react';
import { ValueText } from '../../product-fields/FieldValue';
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
  const m = useTexts('reviewQueue', reviewQueueMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const { raw, item, detail } = session;
  const product = detail?.product;
  const rawProduct = raw.input?.product ?? null;
  const fields = raw.input?.fields ?? [];
  const reviewStatusText = (status: string | null | undefined) => status && common.reviewStatus(status);
  let body: ReactNode;
  if (raw.status === 'pending') body = <p role="status">{m.loadingInput}</p>;
  else if (raw.status === 'error')
    body = (
      <PaneNotice title={m.noRawProduct} tone="warning">
        {m.loadInputFailed(failureDetail(raw.error, common.unknownError))}
      </PaneNotice>
    );
  else if (!rawProduct) body = <PaneNotice title={m.noRawProduct} tone="warning" />;
  else {
    const additional = fields.filter((f) => !special.has(f.field_name));
    const imageUrl = firstValue(fields, 'raw_image_url');
    body = (
      <>
        <InputSection
          title={m.productIdentifiers}
          rows={[
            [m.customerProductId, rawProduct.customer_product_id],
            [m.productName, firstValue(fields, 'raw_product_name') ?? rawProduct.product_name ?? product?.name],
            // Always the raw product's own id; the customer's id has its own row (issue #14).
            [m.rawProductId, rawProduct.id],
            [m.reviewStatus, reviewStatusText(product?.review_status ?? item?.review_status)],
          ]}
        />
        {fields.length === 0 ? (
          <PaneNotice title={m.limitedInputTitle}>{m.limitedInputText}</PaneNotice>
        ) : (
          <InputSection
            title={m.inputDetails}
            rows={[
              [m.inputName, firstValue(fields, 'raw_product_name')],
              [m.inputImage, imageUrl && <ValueText value={imageUrl} linkish />],
              [
                m.inputSpecifications,
                firstValue(fields, 'raw_product_details') && (
                  <span className="curate-InputSection-text">{firstValue(fields, 'raw_product_details')}</span>
                ),
              ],
              [
                m.additionalInputData,
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
          title={m.sourceDetails}
          rows={[
            [m.sourceSystem, rawProduct.source_system],
            [m.importBatch, rawProduct.import_batch_id],
            [m.sourceUrl, rawProduct.source_url && <ValueText value={rawProduct.source_url} linkish />],
            [m.sourceFile, rawProduct.source_file_name],
            [m.fileRow, rawProduct.source_file_row],
          ]}
        />
        <InputSection
          title={m.importTimeline}
          rows={[
            [m.imported, format.dateTime(rawProduct.imported_at)],
            [m.created, format.dateTime(rawProduct.created_at)],
            [m.processed, format.dateTime(rawProduct.processed_at)],
            [m.updated, format.dateTime(rawProduct.updated_at)],
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
        {m.originalTitle}
      </h3>
      {body}
    </section>
  );
}
