import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../../primitives/Button/Button';
import { CLEAR_ALL_FILTERS_LABEL, filterLabel, useCatalogContext } from '@curate/core';

/** Props of Catalog.ActiveFilters; other div attributes pass through. */
export type ActiveFiltersProps = ComponentPropsWithRef<'div'>;

/** The active filters, each with a remove button, and Clear All; nothing while none is active — spec part 1 §2. */
export function ActiveFilters({ className, ...rest }: ActiveFiltersProps) {
  const catalog = useCatalogContext();
  if (catalog.filters.length === 0) return null;
  return (
    <div {...rest} className={cx('curate-Catalog-activeFilters', className)} data-slot="catalog-active-filters">
      <div className="curate-Catalog-activeFiltersHeader">
        <h3 className="curate-Catalog-sectionTitle">Active Filters</h3>
        <Button size="sm" variant="ghost" onClick={catalog.clearFilters}>
          {CLEAR_ALL_FILTERS_LABEL}
        </Button>
      </div>
      <ul className="curate-Catalog-filterList">
        {catalog.filters.map((filter) => {
          const label = filterLabel(filter);
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
                aria-label={`Remove filter ${label}`}
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
