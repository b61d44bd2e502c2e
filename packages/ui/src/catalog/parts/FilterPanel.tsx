import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { catalogMessages, useTexts } from '@curate/core';
import { ActiveFilters } from './ActiveFilters';
import { FieldGroups } from './FieldGroups';
import { CatalogSearch, CatalogSortSelect, CatalogStatusSelect } from './FilterControls';

/** Props of Catalog.FilterPanel; other section attributes pass through. */
export type FilterPanelProps = ComponentPropsWithRef<'section'>;

/**
 * The left panel 'Filter Products': search, Review Status, Sort By, active filters with Clear All, and
 * the field groups with the Search Fields box — spec part 1 §2. Children replace the default contents.
 */
export function FilterPanel({ className, children, ...rest }: FilterPanelProps) {
  const titleId = useId();
  const m = useTexts('catalog', catalogMessages);
  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      className={cx('curate-Catalog-filterPanel', className)}
      data-slot="catalog-filter-panel"
    >
      <h2 id={titleId} className="curate-Catalog-panelTitle">
        {m.filterPanelTitle}
      </h2>
      {children ?? (
        <>
          <CatalogSearch />
          <CatalogStatusSelect />
          <CatalogSortSelect />
          <ActiveFilters />
          <FieldGroups />
        </>
      )}
    </section>
  );
}
