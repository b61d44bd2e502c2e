import { CurateStyles, type CurateStyleSource } from '@curate/ui/provider';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A widget whose code (and stylesheet, when `loadStyles` is given) is a chunk of its own, requested when it first
 * renders; the stylesheet is adopted beside the base one the element's CurateProvider holds. Until the chunk has
 * arrived it renders nothing (the widget then shows its own loading state while its data comes).
 */
export function lazyWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadStyles?: () => Promise<{ default: CurateStyleSource }>,
): ComponentType<P> {
  const Chunk = lazy(async () => {
    const [Widget, styles] = await Promise.all([load(), loadStyles?.()]);
    if (!styles) return { default: Widget };
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when the chunk arrives, never while rendering.
    function StyledWidget(props: P) {
      return (
        <>
          <CurateStyles styles={styles!.default} />
          <Widget {...props} />
        </>
      );
    }
    return { default: StyledWidget };
  });
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
