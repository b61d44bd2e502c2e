import { TYPED_FEATURE, TYPED_MODEL } from './productFields';
// Stories and tests only: the review dialog opened on a fixture product, optionally prepared by a setup step.
import { useReviewQueueContext, type ReviewKeymap, type ReviewSessionController } from '@curate/core';
import { useEffect, useRef, useState } from 'react';
import { colorDefinition, fid } from './productFields';
import { createFixtureClient, FixtureApi, type FixtureClient } from './fixtureApi';
import { ReviewQueue } from '../review-queue/ReviewQueue';
import { COMPANY_ID, queueProduct, queueProducts, reviewFixtureRoutes, type ReviewFixtureOptions } from './reviewQueue';

/** Field definition ids of the bottle fixture (see bottleFields). */
export const FIELD = {
  brand: fid(2, 1),
  model: fid(2, 2),
  marketing: fid(2, 3),
  capacity: fid(2, 4),
  material: fid(2, 5),
  features: fid(2, 7),
  care: fid(2, 8),
} as const;

function OpenOnLoad({ productId, setup }: { productId: string; setup?: (session: ReviewSessionController) => void }) {
  const { queue, session } = useReviewQueueContext();
  const opened = useRef(false);
  const prepared = useRef(false);
  useEffect(() => {
    if (queue.status !== 'pending' && !opened.current) {
      opened.current = true;
      session.open(productId);
    }
  }, [queue.status, session, productId]);
  useEffect(() => {
    if (session.detail && !prepared.current) {
      prepared.current = true;
      setup?.(session);
    }
  }, [session.detail, session, setup]);
  return null;
}

/** Props of ReviewDialogDemo. */
export interface ReviewDialogDemoProps {
  /** Which fixture product opens (0-based); default 0. 3 has no raw fields, 5 no raw product. */
  productIndex?: number;
  /** Fake API options (products, route overrides). */
  fixtures?: ReviewFixtureOptions;
  /** Runs once the product's detail has loaded, e.g. to enter edit mode and make edits. */
  setup?: (session: ReviewSessionController) => void;
  /** Keymap overrides passed to the dialog. */
  keymap?: Partial<ReviewKeymap>;
  /** Receives the fixture client (to inspect calls in tests). */
  onClient?: (client: FixtureClient) => void;
}

/** The review dialog on a fixture product, over the in-memory review API. */
export function ReviewDialogDemo({ productIndex = 0, fixtures, setup, keymap, onClient }: ReviewDialogDemoProps) {
  const [client] = useState(() => {
    const c = createFixtureClient(reviewFixtureRoutes({ products: queueProducts(6), ...fixtures }));
    onClient?.(c);
    return c;
  });
  return (
    <FixtureApi client={client}>
      <ReviewQueue companyId={COMPANY_ID}>
        <ReviewQueue.Header />
        <OpenOnLoad productId={queueProduct(productIndex).id} setup={setup} />
        <ReviewQueue.Dialog keymap={keymap} />
      </ReviewQueue>
    </FixtureApi>
  );
}

/** Edit mode with pending changes: a text edit, a removed field, a removed and an added multi-value item. */
export const pendingEdits = (session: ReviewSessionController) => {
  session.setMode('edit');
  session.editField(FIELD.model, TYPED_MODEL);
  session.removeField(FIELD.care);
  session.removeValue(FIELD.features, 2);
  session.addValue(FIELD.features, TYPED_FEATURE);
};

/** Edit mode with a value the API's text rule refuses: a bell character (U+0007) typed into Model (issue #11). */
export const invalidEdit = (session: ReviewSessionController) => {
  session.setMode('edit');
  session.editField(FIELD.model, 'Standard Mouth 24 oz\u0007 Black');
};

/** Edit mode with the existing select field Color picked in the add-field box: pending, empty (issue #14). */
export const addColorField = (session: ReviewSessionController) => {
  session.setMode('edit');
  void session.addField(colorDefinition());
};

/** Edit mode with Model and Features edited, then Save Changes pressed (a story's overrides make a call fail). */
export const editAndSave = (session: ReviewSessionController) => {
  pendingEdits(session);
  setTimeout(() => void session.save());
};
