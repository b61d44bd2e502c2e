import type { EnhancedProduct } from '@curate/core';
import { useTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, type ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { TableShellCell, TableShellHeaderCell, TableShellRow } from '../../primitives/TableShell/TableShellParts';
import { useCatalogContext, catalogMessages, useTexts } from '@curate/core';
import { catalogColumns, catalogFeatures } from './catalogColumns';
import { CATALOG_ROW_HEIGHT } from './catalogRow';

/** Props of Catalog.Table; other attributes of the scroll region pass through. */
export interface ProductTableProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Products to show; default the catalogue's page. */
  products?: readonly EnhancedProduct[];
  /** Column definitions (TanStack Table v9); default catalogColumns. */
  // biome-ignore lint/suspicious/noExplicitAny: columns hold different value types; TanStack Table's ColumnDef takes any for a mixed list.
  columns?: ColumnDef<typeof catalogFeatures, EnhancedProduct, any>[];
  /** The table's accessible name; default 'Products'. */
  caption?: string;
  /** Rows rendered beyond the visible ones on each side; default 10. */
  overscan?: number;
}

const alignOf = (columnId: string) => (columnId === 'actions' ? 'end' : 'start');

/**
 * The products as a table — spec part 1 §2 (Product, Status, Quality, Updated, Actions). Rows are
 * virtualised (only those in view are in the DOM), while aria-rowcount / aria-rowindex keep the full
 * table's size and positions for assistive technology.
 */
export function ProductTable({
  products,
  columns = catalogColumns as ProductTableProps['columns'],
  caption,
  overscan = 10,
  className,
  ...rest
}: ProductTableProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const data = (products ?? catalog.products) as EnhancedProduct[];
  const table = useTable({ features: catalogFeatures, columns: columns!, data });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CATALOG_ROW_HEIGHT,
    overscan,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const captionId = useId();
  const columnCount = columns!.length;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      {...rest}
      ref={scrollRef}
      className={cx('curate-Catalog-tableScroll', className)}
      data-slot="catalog-table"
      data-fetching={catalog.isFetching ? '' : undefined}
    >
      <table className="curate-Catalog-table" aria-rowcount={rows.length + 1}>
        <caption id={captionId} className="curate-visually-hidden curate-Catalog-caption">
          {caption ?? m.products}
        </caption>
        <colgroup>
          {table.getAllLeafColumns().map((col) => (
            <col key={col.id} className="curate-Catalog-col" data-column={col.id} />
          ))}
        </colgroup>
        <thead className="curate-Catalog-tableHead">
          {table.getHeaderGroups().map((group) => (
            <TableShellRow key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <TableShellHeaderCell key={header.id} align={alignOf(header.column.id)}>
                  <table.FlexRender header={header} />
                </TableShellHeaderCell>
              ))}
            </TableShellRow>
          ))}
        </thead>
        <tbody>
          {before > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing focusable; it only keeps the scroll height.
            <tr aria-hidden="true" className="curate-Catalog-spacer">
              <td colSpan={columnCount} style={{ height: before }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <TableShellRow
                key={row.original.id}
                aria-rowindex={item.index + 2}
                className="curate-Catalog-tableRow"
                data-product-id={row.original.id}
              >
                {row.getAllCells().map((cell) => (
                  <TableShellCell key={cell.id} align={alignOf(cell.column.id)} data-column={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </TableShellCell>
                ))}
              </TableShellRow>
            );
          })}
          {after > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing focusable; it only keeps the scroll height.
            <tr aria-hidden="true" className="curate-Catalog-spacer">
              <td colSpan={columnCount} style={{ height: after }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
