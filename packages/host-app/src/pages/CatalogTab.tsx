import { useState } from 'react';
import { canDeleteProducts, type Role } from '@curate/core';
import { Catalog, ProductDetail } from '@curate/ui';

/**
 * The Products tab: the catalogue; a product opens in the detail dialog, whose 'Open in Review' (the edit
 * action) hands it to the Review tab (spec part 1 §2, issue #14).
 */
export function CatalogTab({
  companyId,
  roles,
  onOpenInReview,
}: {
  companyId: string;
  roles: readonly Role[];
  onOpenInReview: (productId: string) => void;
}) {
  const [detailId, setDetailId] = useState<string | null>(null);
  return (
    <>
      <Catalog companyId={companyId} onProductOpen={(product) => setDetailId(product.id)} />
      <ProductDetail
        companyId={companyId}
        productId={detailId}
        open={detailId !== null}
        onClose={() => setDetailId(null)}
        canDelete={canDeleteProducts(roles)}
        onEditInReview={(product) => {
          setDetailId(null);
          onOpenInReview(product.id);
        }}
      />
    </>
  );
}
