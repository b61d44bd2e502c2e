import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** A host element whose open shadow root its children render into, as a partner's shadow-DOM container (stories, tests). */
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
