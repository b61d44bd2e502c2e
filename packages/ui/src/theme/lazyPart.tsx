import { type ComponentType, lazy, Suspense } from 'react';

/** A part loaded on demand, with `preload()` to fetch its chunk before it first renders. */
export type LazyPart<P extends object> = ComponentType<P> & { preload(): void };

/**
 * A part whose code is a chunk of its own (a dialog and what only it imports: Headless UI, forms), requested when
 * the part first renders or `preload()` is called, so the widget around it draws without waiting for it (issue #21,
 * the bundle budgets). It renders nothing until the chunk has arrived; from then on it is the part itself. A failed
 * preload is tried again when the part first renders.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Chunk = lazy(() => fetchPart().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never while rendering.
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, {
    preload() {
      fetchPart().catch(() => undefined);
    },
  });
}
