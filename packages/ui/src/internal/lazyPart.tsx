import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part whose code is a chunk of its own (a dialog and what only it imports: Headless UI, forms), requested when
 * the part first renders, so the widget around it draws without waiting for it (issue #21, the bundle budgets).
 * It renders nothing until the chunk has arrived; from then on it is the part itself.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Chunk = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never while rendering.
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
