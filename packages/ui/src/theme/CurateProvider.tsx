import { MessagesProvider, type CurateMessagesOverrides } from '@curate/core';
import { Portal } from '@headlessui/react';
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from './cx';
import { readAppearance, type CurateAppearance } from './appearance';
import type { CurateStyleSource } from './adoptStyles';
import { CurateContext } from './CurateContext';
import { useRootStyles } from './useRootStyles';
import { warnOnce } from './warnOnce';

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
  /**
   * Stylesheets adopted into the document or shadow root the provider renders in, as constructable stylesheets
   * (needed inside a shadow root, where your page's stylesheets do not apply): CSS text such as
   * `import css from '@curate/ui/styles.css?inline'`, or a CSSStyleSheet; default none (import the CSS file).
   */
  styles?: CurateStyleSource | readonly CurateStyleSource[];
  /** Your Content-Security-Policy nonce, set on any <style> element the widgets create; default none. */
  nonce?: string;
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
  styles,
  nonce: ownNonce,
  ...rest
}: CurateProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const portalTarget = useRef<HTMLElement | null>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  // A nested provider inherits the outer appearance (and nonce) and overrides it field by field.
  const { themeStyle: outer, nonce: outerNonce } = useContext(CurateContext);
  const nonce = ownNonce ?? outerNonce;
  const read = useMemo(() => readAppearance(appearance), [appearance]);
  const themeStyle = useMemo(() => ({ ...outer, ...read.style }), [outer, read]);
  useEffect(() => {
    for (const problem of read.problems) warnOnce(problem.message);
  }, [read]);
  const shadowRoot = useRootStyles(root, styles, nonce);
  const context = useMemo(
    () => ({ portalContainer, themeStyle, shadowRoot, nonce }),
    [portalContainer, themeStyle, shadowRoot, nonce],
  );
  const rootRef = useCallback(
    (node: HTMLDivElement | null) => {
      setRoot(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const attachPortal = useCallback((node: HTMLDivElement | null) => {
    portalTarget.current = node;
    setPortalContainer(node);
  }, []);

  return (
    <CurateContext.Provider value={context}>
      <div
        {...rest}
        ref={rootRef}
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
