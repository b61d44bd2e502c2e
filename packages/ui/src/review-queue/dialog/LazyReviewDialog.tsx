import { lazy, Suspense } from 'react';
import type { ReviewDialogProps } from './ReviewDialog';

// The review dialog's code (its panes, the field editors and forms, Headless UI's dialog and combobox) is a chunk of
// its own, requested as the queue first renders, alongside the queue's data: the queue draws without waiting for
// it (issue #21, the ReviewQueue bundle budget; docs/decisions.md "The review dialog loads beside the queue").
const ReviewDialogChunk = lazy(() => import('./ReviewDialog').then(({ ReviewDialog }) => ({ default: ReviewDialog })));

/** ReviewDialog, loaded in a chunk of its own; the queue shows nothing in its place until it has arrived. */
export function LazyReviewDialog(props: ReviewDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReviewDialogChunk {...props} />
    </Suspense>
  );
}
