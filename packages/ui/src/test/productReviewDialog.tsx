// Stories and tests only: a host page (e.g. the catalogue) whose Edit button opens ProductReviewDialog on one product.
import type { ReviewStatus } from '@curate/core';
import { useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { createFixtureClient, FixtureApi, type FixtureClient, type FixtureRoutes } from './fixtureApi';
import { COMPANY_ID, productDetail, queueProduct, queueProducts, reviewFixtureRoutes } from './reviewQueue';
import { ProductReviewDialog, type ProductReviewDialogProps } from '../review-queue/dialog/ProductReviewDialog';

/** Props of ProductReviewDemo. */
export interface ProductReviewDemoProps {
  /** Review status of the product (fixture product 0, SKU-10482); default 'pending'. */
  status?: ReviewStatus;
  /** Whether the dialog is open at first; default false (press 'Edit SKU-10482'). */
  defaultOpen?: boolean;
  /** Mode the product opens in; default 'view'. */
  initialMode?: ProductReviewDialogProps['initialMode'];
  /** Route handlers replacing the fake's, by route id. */
  overrides?: FixtureRoutes;
  /** Receives the fixture client (to inspect calls in tests). */
  onClient?: (client: FixtureClient) => void;
}

/** A catalogue-like host page: one product row with an Edit button that opens the review dialog on it. */
export function ProductReviewDemo({
  status = 'pending',
  defaultOpen = false,
  initialMode,
  overrides,
  onClient,
}: ProductReviewDemoProps) {
  const item = queueProduct(0);
  const [client] = useState(() => {
    const detail = productDetail(item);
    let current: ReviewStatus = status;
    const decide = ({ body }: { body?: unknown }) => {
      current = (body as { review_status: ReviewStatus }).review_status;
      return { product: { ...detail.product, review_status: current }, changes_applied: 0 };
    };
    const c = createFixtureClient(
      reviewFixtureRoutes({
        products: queueProducts(6),
        overrides: {
          getProduct: () => ({ ...detail, product: { ...detail.product, review_status: current } }),
          submitReview: decide,
          updateReview: decide,
          ...overrides,
        },
      }),
    );
    onClient?.(c);
    return c;
  });
  const [open, setOpen] = useState(defaultOpen);
  const [decision, setDecision] = useState<string>(status);
  return (
    <FixtureApi client={client}>
      <div data-story-chrome style={{ padding: 16, display: 'flex', gap: 12, alignItems: 'center' }}>
        <span>{`${item.product_id} ${item.clean_name}`}</span>
        <span data-testid="host-status">{`Status: ${decision}`}</span>
        <Button size="sm" onClick={() => setOpen(true)}>{`Edit ${item.product_id}`}</Button>
      </div>
      <ProductReviewDialog
        companyId={COMPANY_ID}
        productId={item.id}
        open={open}
        initialMode={initialMode}
        onClose={() => setOpen(false)}
        onReviewed={(_product, verdict) => setDecision(verdict)}
      />
    </FixtureApi>
  );
}
