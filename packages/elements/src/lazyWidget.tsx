import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A widget whose code is a chunk of its own, requested when its element first renders. Until the chunk has arrived
 * the element's shadow root is empty (the widget then shows its own loading state while its data comes).
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Chunk = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per widget at module level, never while rendering.
  function LazyWidget(props: P) {
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}
