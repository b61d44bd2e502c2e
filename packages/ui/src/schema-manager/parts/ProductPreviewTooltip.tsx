import { PREVIEW_TOOLTIP_CLOSE_MS, useProductPreview, schemaManagerMessages, useTexts } from '@curate/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Props of ProductPreview. */
export interface ProductPreviewProps {
  companyId: string | null | undefined;
  productId: string;
  /** The trigger's content (the product's name). */
  children: ReactNode;
}

/**
 * A conflict's product with its preview tooltip — spec part 2 §2.9: opens on hover or focus, reads the
 * product, shows its fields that hold a value, and closes 200 ms after the mouse (or focus) leaves.
 */
export function ProductPreview({ companyId, productId, children }: ProductPreviewProps) {
  const id = useId();
  const m = useTexts('schemaManager', schemaManagerMessages);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const preview = useProductPreview({ companyId, productId: open ? productId : null });
  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), PREVIEW_TOOLTIP_CLOSE_MS);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <span className="curate-Schema-preview" data-slot="product-preview">
      <button
        type="button"
        className="curate-Schema-link"
        aria-describedby={open ? id : undefined}
        onMouseEnter={show}
        onMouseLeave={closeSoon}
        onFocus={show}
        onBlur={closeSoon}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <span
          id={id}
          role="tooltip"
          className="curate-Schema-tooltip"
          data-state={preview.status}
          onMouseEnter={show}
          onMouseLeave={closeSoon}
        >
          {preview.error ? (
            preview.error
          ) : preview.status === 'pending' ? (
            m.loadingProductDetails
          ) : preview.rows.length === 0 ? (
            m.noProductDetails
          ) : (
            <dl>
              {preview.rows.map((row) => (
                <span key={row.name} className="curate-Schema-tooltipRow">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </span>
              ))}
            </dl>
          )}
        </span>
      )}
    </span>
  );
}
