import { lazyPart } from '../../theme/lazyPart';

// The review dialog's code (its panes, the field editors and forms, Headless UI's dialog and combobox) is a chunk of
// its own, requested as the queue first renders, alongside the queue's data: the queue draws without waiting for
// it (issue #21, the ReviewQueue bundle budget; docs/decisions.md "The review dialog loads beside the queue").
/** ReviewDialog, loaded in a chunk of its own; the queue shows nothing in its place until it has arrived. */
export const LazyReviewDialog = lazyPart(() => import('./ReviewDialog').then(({ ReviewDialog }) => ReviewDialog));
