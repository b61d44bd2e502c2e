import { useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../../primitives/Button/Button';
import { useCatalogContext, type CatalogView, catalogMessages, useTexts } from '@curate/core';
import { LazyExportDialog } from './lazyParts';

const VIEWS = [
  { value: 'cards', label: 'viewCards' },
  { value: 'table', label: 'viewTable' },
] as const satisfies ReadonlyArray<{ value: CatalogView; label: string }>;

/** Props of Catalog.ViewToggle; other div attributes pass through. */
export type ViewToggleProps = ComponentPropsWithRef<'div'>;

/** The cards/table toggle — spec part 1 §2. */
export function ViewToggle({ className, ...rest }: ViewToggleProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  return (
    <div
      role="group"
      aria-label={m.view}
      {...rest}
      className={cx('curate-Catalog-viewToggle', className)}
      data-slot="catalog-view-toggle"
    >
      {VIEWS.map((view) => (
        <Button
          key={view.value}
          size="sm"
          variant={catalog.view === view.value ? 'primary' : 'secondary'}
          aria-pressed={catalog.view === view.value}
          onClick={() => catalog.setView(view.value)}
        >
          {m[view.label]}
        </Button>
      ))}
    </div>
  );
}

/** Props of Catalog.ExportButton; other button attributes pass through. */
export type ExportButtonProps = Omit<ComponentPropsWithRef<'button'>, 'onClick'>;

/** The Export button and its dialog — spec part 1 §2. */
export function ExportButton({ className, children, ...rest }: ExportButtonProps) {
  const m = useTexts('catalog', catalogMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...rest} className={cx('curate-Catalog-exportButton', className)} onClick={() => setOpen(true)}>
        {children ?? m.export}
      </Button>
      <LazyExportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Props of Catalog.Toolbar; other div attributes pass through. */
export type CatalogToolbarProps = ComponentPropsWithRef<'div'>;

/** The main area's toolbar: the view toggle and the Export button — spec part 1 §2. */
export function CatalogToolbar({ className, children, ...rest }: CatalogToolbarProps) {
  return (
    <div {...rest} className={cx('curate-Catalog-toolbar', className)} data-slot="catalog-toolbar">
      {children ?? (
        <>
          <ViewToggle />
          <ExportButton />
        </>
      )}
    </div>
  );
}
