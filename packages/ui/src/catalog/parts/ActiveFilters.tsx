import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../../primitives/Button/Button';
import { filterLabel, useCatalogContext, catalogMessages, useTexts } from '@curate/core';

/** Props of Catalog.ActiveFilters; other div attributes pass through. */
export type ActiveFiltersProps = ComponentPropsWithRef<'div'>;

/** The active filters, each with a remove button, and Clear All; nothing while none is active — spec part 1 §2. */
export function ActiveFilters({ className, ...rest }: ActiveFiltersProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  if (catalog.filters.length === 0) return null;
  return (
    <div {...rest} className={cx('curate-Catalog-activeFilters', className)} data-slot="catalog-active-filters">
      <div className="curate-Catalog-activeFiltersHeader">
        <h3 className="curate-Catalog-sectionTitle">{m.activeFilters}</h3>
        <Button size="sm" variant="ghost" onClick={catalog.clearFilters}>
          {m.clearAll}
        </Button>
      </div>
      <ul className="curate-Catalog-filterList">
        {catalog.filters.map((filter) => {
          const label = filterLabel(filter, m);
          return (
            <li
              key={filter.field}
              className="curate-Catalog-filter"
              data-slot="catalog-active-filter"
              data-kind={filter.kind}
            >
              <span className="curate-Catalog-filterLabel">{label}</span>
              <button
                type="button"
                className="curate-Catalog-iconButton"
                aria-label={m.removeFilter(label)}
                onClick={() => catalog.removeFilter(filter.field)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
