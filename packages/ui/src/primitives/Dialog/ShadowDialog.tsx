import { Portal } from '@headlessui/react';
import { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CurateContext } from '../../theme/CurateContext';
import { cx } from '../../theme/cx';
import { activeElementFrom, eventOrigin } from '../../theme/shadowDom';
import { DialogChrome } from './DialogChrome';
import type { DialogProps } from './Dialog';
import { useEscapeLeavesInput } from './useEscapeLeavesInput';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements Tab visits inside `container`, in order (shown, enabled, not tabindex -1). */
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[inert], [hidden]') &&
      (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * The Dialog inside a shadow root (issue #21): Headless UI always portals a modal to the end of document.body,
 * outside the shadow root and its adopted styles, so here the dialog is a native modal <dialog> rendered in place
 * (in the shadow root, in the browser's top layer; the rest of the page is inert). On top of the browser's own
 * modality it keeps Headless UI's behaviour: Tab wraps inside the panel, Esc and a click outside the panel call
 * onClose, focus goes to `initialFocus` (or `[data-autofocus]`, else the first focusable element) and back on close.
 * Menus, listboxes and toasts inside it render into its panel, so they stay in the top layer.
 */
export function ShadowDialog({ open, ...props }: DialogProps) {
  return open ? <OpenShadowDialog {...props} /> : null;
}

function OpenShadowDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocus,
  closeLabel,
  showCloseButton = true,
  className,
  ref,
}: Omit<DialogProps, 'open'>) {
  const outer = useContext(CurateContext);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const panelTarget = useRef<HTMLElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const titleId = useId();
  const descriptionId = useId();
  useEscapeLeavesInput(panel);

  const panelRef = useCallback(
    (element: HTMLDivElement | null) => {
      panelTarget.current = element;
      setPanel(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // Modal from the first frame; the browser gives focus back to where it was when the dialog closes.
  useLayoutEffect(() => {
    if (!dialog) return;
    const before = activeElementFrom(dialog) as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, [dialog]);

  useEffect(() => {
    if (!dialog || !panel) return;
    const target =
      initialFocus?.current ?? panel.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(panel)[0] ?? panel;
    target.focus();
  }, [dialog, panel, initialFocus]);

  useEffect(() => {
    if (!dialog || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        // Cancelling the key also keeps the browser from closing the <dialog> itself; the owner decides.
        event.preventDefault();
        event.stopPropagation();
        latestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = tabbables(panel);
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = activeElementFrom(panel);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // A press that starts and ends outside the panel (on the backdrop) closes, as Headless UI's dialog does.
    let pressedOutside = false;
    const outside = (event: Event) => !eventPath(event).includes(panel);
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = outside(event);
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && outside(event)) latestClose.current();
      pressedOutside = false;
    };
    // The browser's own close request (e.g. a second Esc it no longer lets us cancel): keep the dialog modal and
    // let the owner decide.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestClose.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('cancel', onCancel);
    };
  }, [dialog, panel]);

  // Overlays of the dialog's content (toasts, anchored menus) render inside its panel, in the top layer.
  const context = useMemo(() => ({ ...outer, portalContainer: panel }), [outer, panel]);
  return (
    <CurateContext.Provider value={context}>
      <dialog
        ref={setDialog}
        className="curate-root curate-Dialog"
        style={outer.themeStyle}
        data-slot="dialog"
        data-size={size}
        role={role === 'alertdialog' ? 'alertdialog' : undefined}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <div className="curate-Dialog-backdrop" data-slot="dialog-backdrop" aria-hidden="true" />
        <div className="curate-Dialog-viewport" data-slot="dialog-viewport">
          <div
            ref={panelRef}
            tabIndex={-1}
            className={cx('curate-Dialog-panel', className)}
            data-slot="dialog-panel"
            data-size={size}
          >
            <Portal.Group target={panelTarget}>
              <DialogChrome
                title={
                  <h2 id={titleId} className="curate-Dialog-title" data-slot="dialog-title">
                    {title}
                  </h2>
                }
                description={
                  description && (
                    <p id={descriptionId} className="curate-Dialog-description" data-slot="dialog-description">
                      {description}
                    </p>
                  )
                }
                footer={footer}
                closeLabel={closeLabel}
                showCloseButton={showCloseButton}
                onClose={() => latestClose.current()}
              >
                {children}
              </DialogChrome>
            </Portal.Group>
          </div>
        </div>
      </dialog>
    </CurateContext.Provider>
  );
}

/** The event's path across shadow boundaries (its target alone where composedPath is missing). */
function eventPath(event: Event): EventTarget[] {
  const path = event.composedPath?.();
  if (path && path.length > 0) return path;
  const origin = eventOrigin(event);
  const out: EventTarget[] = [];
  for (let node = origin as Node | null; node; node = node.parentNode) out.push(node);
  return out;
}
