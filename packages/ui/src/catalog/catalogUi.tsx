import type { EnhancedProduct } from '@curate/core';
import { createContext, useContext } from 'react';
import type { CatalogExportFile } from '@curate/core';
import { saveFile } from '../internal/saveFile';

/** What the styled parts need beyond the catalogue hook: the host's callbacks. */
export interface CatalogUiValue {
  /** Called with the product when a card or a row's View Details is activated. */
  onProductOpen?: (product: EnhancedProduct) => void;
  /** Saves an export; default saveFile (object URL + <a download>). */
  saveExport: (file: CatalogExportFile) => void;
}

export const CatalogUiContext = createContext<CatalogUiValue | null>(null);

/** The nearest <Catalog>'s callbacks; outside one, no product opens and exports save with saveFile. */
export function useCatalogUi(): CatalogUiValue {
  return useContext(CatalogUiContext) ?? { saveExport: saveFile };
}
