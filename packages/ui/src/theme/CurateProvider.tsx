import { MessagesProvider, type CurateMessagesOverrides } from '@curate/core';
import { Portal } from '@headlessui/react';
import { useCallback, useContext, useMemo, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import { appearanceToStyle, type CurateAppearance } from './appearance';
import { CurateContext } from './CurateContext';

/** Props of CurateProvider; other div attributes pass through to the root element. */
export interface CurateProviderProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Theme overrides set as --curate-* custom properties on the root; default: the outer provider's, else the light theme. */
  appearance?: CurateAppearance;
  /** Extra class names on the root element, which always has 'curate-root'. */
  className?: string;
  /** Texts to override by namespace and key (typed: CurateMessagesOverrides); default the outer provider's, else English. Unknown keys warn. */
  messages?: CurateMessagesOverrides;
  /** BCP 47 locale for dates and numbers (Intl), e.g. 'de-DE'; default the outer provider's, else 'en-US'. */
  locale?: string;
  /** The widgets to theme. */
  children?: ReactNode;
  /** Reserved for the @curate/core API client; not accepted yet (ui never fetches; core's provider will own it). */
  client?: never;
  /** Reserved for a shared TanStack QueryClient; not accepted yet (default will be one QueryClient per provider). */
  queryClient?: never;
}

/**
 * The themed root every Curate widget renders in: sets the appearance as custom properties on a
 * `.curate-root` element and provides a portal container at the end of that root for overlays.
 */
export function CurateProvider({
  appearance,
  className,
  style,
  children,
  ref,
  messages,
  locale,
  ...rest
}: CurateProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const portalTarget = useRef<HTMLElement | null>(null);
  // A nested provider inherits the outer appearance and overrides it field by field.
  const outer = useContext(CurateContext).themeStyle;
  const themeStyle = useMemo(() => ({ ...outer, ...appearanceToStyle(appearance) }), [outer, appearance]);
  const context = useMemo(() => ({ portalContainer, themeStyle }), [portalContainer, themeStyle]);

  const attachPortal = useCallback((node: HTMLDivElement | null) => {
    portalTarget.current = node;
    setPortalContainer(node);
  }, []);

  return (
    <CurateContext.Provider value={context}>
      <div
        {...rest}
        ref={ref}
        className={cx('curate-root', className)}
        data-slot="root"
        style={{ ...themeStyle, ...style }}
      >
        {/* Headless UI's non-modal portals (menus, listboxes with `anchor`) land in our container too. */}
        <Portal.Group target={portalTarget}>
          <MessagesProvider messages={messages} locale={locale}>
            {children}
          </MessagesProvider>
        </Portal.Group>
        <div ref={attachPortal} className="curate-root-portal" data-slot="portal" />
      </div>
    </CurateContext.Provider>
  );
}
