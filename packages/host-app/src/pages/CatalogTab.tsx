import { useState } from 'react';
import { canDeleteProducts, type Role } from '@curate/core';
import { Catalog, ProductDetail, ProductReviewDialog } from '@curate/ui';

/**
 * The Products tab: the catalogue; a product opens in the detail dialog, whose 'Open in Review' (the edit
 * action) hands it to the review dialog in edit mode (issue #4, #5).
 */
export function CatalogTab({ companyId, roles }: { companyId: string; roles: readonly Role[] }) {
  const [detailId, setDetailId] = useState<string | null>(null);
  const [reviewId, setReviewId] = useState<string | null>(null);
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
          setReviewId(product.id);
        }}
      />
      <ProductReviewDialog
        companyId={companyId}
        productId={reviewId}
        open={reviewId !== null}
        initialMode="edit"
        onClose={() => setReviewId(null)}
      />
    </>
  );
}
