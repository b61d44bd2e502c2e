import type { ProductSortBy, ReviewStatus } from '@curate/core';
import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import {
  reviewStatusOptions,
  sortOptions,
  useCatalogContext,
  catalogMessages,
  commonMessages,
  useTexts,
} from '@curate/core';

/** Props of Catalog.Search, Catalog.StatusSelect and Catalog.SortSelect; other div attributes pass through. */
export type FilterControlProps = ComponentPropsWithRef<'div'>;

/** The search box ('Search name, description, ID...'); the list follows 500 ms after typing — spec part 1 §2, §4. */
export function CatalogSearch({ className, ...rest }: FilterControlProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const common = useTexts('common', commonMessages);
  const id = useId();
  const problemId = useId();
  return (
    <div
      {...rest}
      className={cx('curate-Catalog-control', className)}
      data-slot="catalog-search"
      data-pending={catalog.searchPending ? '' : undefined}
      data-invalid={catalog.searchProblem ? '' : undefined}
    >
      <label className="curate-Catalog-label" htmlFor={id}>
        {m.search}
      </label>
      <input
        id={id}
        type="search"
        className="curate-Catalog-input"
        placeholder={m.searchPlaceholder}
        value={catalog.search}
        aria-invalid={catalog.searchProblem ? true : undefined}
        aria-describedby={catalog.searchProblem ? problemId : undefined}
        onChange={(event) => catalog.setSearch(event.target.value)}
      />
      {catalog.searchProblem && (
        <p id={problemId} className="curate-Catalog-problem" role="alert">
          {common.problem(catalog.searchProblem)}
        </p>
      )}
    </div>
  );
}

/** Review Status: All Status, pending, approved, rejected, skipped — spec part 1 §2. */
export function CatalogStatusSelect({ className, ...rest }: FilterControlProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const common = useTexts('common', commonMessages);
  const id = useId();
  return (
    <div {...rest} className={cx('curate-Catalog-control', className)} data-slot="catalog-status">
      <label className="curate-Catalog-label" htmlFor={id}>
        {m.reviewStatus}
      </label>
      <select
        id={id}
        className="curate-Catalog-select"
        value={catalog.reviewStatus ?? ''}
        onChange={(event) => catalog.setReviewStatus((event.target.value || null) as ReviewStatus | null)}
      >
        {reviewStatusOptions(m, common.reviewStatus).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sort By: Last Updated, Date Created, Product ID, Quality Score — spec part 1 §2. */
export function CatalogSortSelect({ className, ...rest }: FilterControlProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const id = useId();
  return (
    <div {...rest} className={cx('curate-Catalog-control', className)} data-slot="catalog-sort">
      <label className="curate-Catalog-label" htmlFor={id}>
        {m.sortBy}
      </label>
      <select
        id={id}
        className="curate-Catalog-select"
        value={catalog.sortBy}
        onChange={(event) => catalog.setSortBy(event.target.value as ProductSortBy)}
      >
        {sortOptions(m).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
