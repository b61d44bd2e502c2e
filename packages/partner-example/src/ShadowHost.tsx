import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The partner's own shadow-DOM container (?shadow=on, issue #21): a host element with an open shadow root that
 * its children render into. Nothing of the page's CSS reaches inside; CurateProvider brings Curate's stylesheet in
 * through its `styles` prop.
 */
export function ShadowHost({ children, ...rest }: { children: ReactNode } & ComponentPropsWithoutRef<'div'>) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const attach = (host: HTMLDivElement | null) => {
    if (host && !shadow) setShadow(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  };
  return (
    <div {...rest} ref={attach}>
      {shadow && createPortal(children, shadow)}
    </div>
  );
}
