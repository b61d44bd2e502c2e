import { Description, DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useMessages, isTypingTarget } from '@curate/core';
import { type ReactNode, type Ref, type RefObject, useCallback, useEffect, useState } from 'react';
import { cx } from '../../theme/cx';
import { useThemeStyle } from '../../theme/CurateContext';
import { Button } from '../Button/Button';

/** Width of a dialog; 'full' covers the viewport (the review dialog, spec part 1 §2). */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

/** Props of Dialog. */
export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called on Esc, a click outside the panel, or the close button. */
  onClose: () => void;
  /** Heading announced as the dialog's name. */
  title: ReactNode;
  /** Supporting text announced as the dialog's description; default none. */
  description?: ReactNode;
  /** Body content; scrolls when taller than the panel. */
  children?: ReactNode;
  /** Action area below the body, e.g. Cancel / Save buttons; default none. */
  footer?: ReactNode;
  /** Panel width; default 'md'. */
  size?: DialogSize;
  /** 'alertdialog' for confirmations that interrupt the user; default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open; default the first focusable element (or one marked data-autofocus). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; default 'Close'. */
  closeLabel?: string;
  /** Whether to show the close button in the header; default true. */
  showCloseButton?: boolean;
  /** Extra class names on the panel. */
  className?: string;
  /** Ref to the panel element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Esc while typing in an input of the panel first leaves the input (focus goes to the nearest focusable
 * region, else the panel) instead of closing the dialog; a second Esc closes it (issue #14). An open
 * combobox keeps its own Esc.
 */
function useEscapeLeavesInput(panel: HTMLElement | null) {
  useEffect(() => {
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const target = event.target as HTMLElement;
      if (!isTypingTarget(target) || target.getAttribute('aria-expanded') === 'true') return;
      event.preventDefault();
      event.stopPropagation();
      const home = target.parentElement?.closest<HTMLElement>('[tabindex="0"]') ?? panel;
      home.focus();
    };
    // Capture, so it runs before the dialog's and the shortcuts' own Esc handling.
    panel.addEventListener('keydown', onKeyDown, true);
    return () => panel.removeEventListener('keydown', onKeyDown, true);
  }, [panel]);
}

/**
 * A modal dialog on Headless UI: focus trap, Esc and outside click close, the page behind is inert.
 * Headless UI always portals a modal to the end of document.body (a custom container breaks its
 * inert/focus handling), so the dialog carries its own `.curate-root` with the provider's appearance.
 */
export function Dialog({
  open,
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
}: DialogProps) {
  const themeStyle = useThemeStyle();
  const { common } = useMessages();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useEscapeLeavesInput(panel);
  const panelRef = useCallback(
    (element: HTMLDivElement | null) => {
      setPanel(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return (
    <HeadlessDialog
      open={open}
      onClose={() => onClose()}
      role={role}
      initialFocus={initialFocus}
      transition
      className="curate-root curate-Dialog"
      style={themeStyle}
      data-slot="dialog"
      data-size={size}
    >
      <DialogBackdrop transition className="curate-Dialog-backdrop" data-slot="dialog-backdrop" />
      <div className="curate-Dialog-viewport" data-slot="dialog-viewport">
        <DialogPanel
          transition
          ref={panelRef}
          tabIndex={-1}
          className={cx('curate-Dialog-panel', className)}
          data-slot="dialog-panel"
          data-size={size}
        >
          <div className="curate-Dialog-header" data-slot="dialog-header">
            <div className="curate-Dialog-heading">
              <DialogTitle className="curate-Dialog-title" data-slot="dialog-title">
                {title}
              </DialogTitle>
              {description && (
                <Description className="curate-Dialog-description" data-slot="dialog-description">
                  {description}
                </Description>
              )}
            </div>
            {showCloseButton && (
              <Button
                variant="ghost"
                size="sm"
                className="curate-Dialog-close"
                aria-label={closeLabel ?? common.close}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          <div className="curate-Dialog-body" data-slot="dialog-body">
            {children}
          </div>
          {footer && (
            <div className="curate-Dialog-footer" data-slot="dialog-footer">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
