import { CurateStyles, type CurateStyleSource, lazyPart } from '@curate/ui/provider';
import type { ComponentType } from 'react';

/**
 * A widget whose code (and stylesheet, when `loadStyles` is given) is a chunk of its own, requested when it first
 * renders (lazyPart); the stylesheet is adopted beside the base one the element's CurateProvider holds.
 */
export function lazyWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadStyles?: () => Promise<{ default: CurateStyleSource }>,
): ComponentType<P> {
  return lazyPart(async () => {
    const [Widget, styles] = await Promise.all([load(), loadStyles?.()]);
    if (!styles) return Widget;
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when the chunk arrives, never while rendering.
    return function StyledWidget(props: P) {
      return (
        <>
          <CurateStyles styles={styles.default} />
          <Widget {...props} />
        </>
      );
    };
  });
}
