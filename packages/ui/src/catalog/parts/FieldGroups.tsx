import { useId, useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { useCatalogContext, type CatalogField, catalogMessages, productFieldsMessages, useTexts } from '@curate/core';
import { groupTitle } from '../../product-fields/FieldGroupList';
import { LazyAddFilterDialog } from './lazyParts';

/** Props of Catalog.FieldGroups; other div attributes pass through. */
export interface FieldGroupsProps extends ComponentPropsWithRef<'div'> {
  /** Group keys open at first; default none (all groups open while the field search has text). */
  defaultOpenGroups?: string[];
}

/**
 * The 'Search Fields' box with 'N of M fields', and the collapsible field groups listing each field with a
 * [+] button opening the Add Filter dialog — spec part 1 §2.
 */
export function FieldGroups({ defaultOpenGroups = [], className, ...rest }: FieldGroupsProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const productFields = useTexts('productFields', productFieldsMessages);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpenGroups));
  const [adding, setAdding] = useState<CatalogField | null>(null);
  const searchId = useId();
  const countId = useId();
  const searching = catalog.fieldSearch.trim() !== '';
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div {...rest} className={cx('curate-Catalog-fieldGroups', className)} data-slot="catalog-field-groups">
      <div className="curate-Catalog-control" data-slot="catalog-field-search">
        <label className="curate-Catalog-label" htmlFor={searchId}>
          {m.searchFields}
        </label>
        <input
          id={searchId}
          type="search"
          className="curate-Catalog-input"
          placeholder={m.fieldSearchPlaceholder}
          aria-describedby={countId}
          value={catalog.fieldSearch}
          onChange={(event) => catalog.setFieldSearch(event.target.value)}
        />
        <span id={countId} className="curate-Catalog-fieldCount" data-slot="catalog-field-count">
          {catalog.fieldCountText}
        </span>
      </div>
      {catalog.fieldGroups.map((group) => {
        const expanded = searching || open.has(group.key);
        const panelId = `${searchId}-${group.key}`;
        return (
          <section
            key={group.key}
            className="curate-Catalog-fieldGroup"
            data-slot="catalog-field-group"
            data-open={expanded ? '' : undefined}
          >
            <h3 className="curate-Catalog-fieldGroupTitle">
              <button
                type="button"
                className="curate-Catalog-fieldGroupToggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(group.key)}
              >
                <span aria-hidden="true" className="curate-Catalog-chevron" />
                {groupTitle(group, productFields)}
                <span className="curate-Catalog-fieldGroupCount">{`(${group.fields.length})`}</span>
              </button>
            </h3>
            <ul id={panelId} className="curate-Catalog-fieldList" hidden={!expanded}>
              {group.fields.map((field) => (
                <li key={field.id} className="curate-Catalog-field" data-slot="catalog-field">
                  <span className="curate-Catalog-fieldName">{field.display_name}</span>
                  <button
                    type="button"
                    className="curate-Catalog-iconButton"
                    aria-label={m.addFilterFor(field.display_name)}
                    onClick={() => setAdding(field)}
                  >
                    <span aria-hidden="true">+</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <LazyAddFilterDialog field={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
