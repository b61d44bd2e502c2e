import { Description, DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { type ReactNode, type Ref, type RefObject, useCallback, useState } from 'react';
import { cx } from '../../theme/cx';
import { useCurateShadowRoot, useThemeStyle } from '../../theme/CurateContext';
import { DialogChrome } from './DialogChrome';
import { ShadowDialog } from './ShadowDialog';
import { useEscapeLeavesInput } from './useEscapeLeavesInput';

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
 * A modal dialog on Headless UI: focus trap, Esc and outside click close, the page behind is inert.
 * Headless UI always portals a modal to the end of document.body (a custom container breaks its
 * inert/focus handling), so the dialog carries its own `.curate-root` with the provider's appearance.
 * Inside a shadow root it is a native modal <dialog> that stays there instead (ShadowDialog, issue #21).
 * It fades in with CSS `@starting-style` and closes at once: Headless UI's `transition` leaves a dialog closed
 * during its enter transition mounted and covering the page (tailwindlabs/headlessui#3892).
 */
export function Dialog(props: DialogProps) {
  const shadowRoot = useCurateShadowRoot();
  return shadowRoot ? <ShadowDialog {...props} /> : <DocumentDialog {...props} />;
}

function DocumentDialog({
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
      className="curate-root curate-Dialog"
      style={themeStyle}
      data-slot="dialog"
      data-size={size}
    >
      <DialogBackdrop className="curate-Dialog-backdrop" data-slot="dialog-backdrop" />
      <div className="curate-Dialog-viewport" data-slot="dialog-viewport">
        <DialogPanel
          ref={panelRef}
          tabIndex={-1}
          className={cx('curate-Dialog-panel', className)}
          data-slot="dialog-panel"
          data-size={size}
        >
          <DialogChrome
            title={
              <DialogTitle className="curate-Dialog-title" data-slot="dialog-title">
                {title}
              </DialogTitle>
            }
            description={
              description && (
                <Description className="curate-Dialog-description" data-slot="dialog-description">
                  {description}
                </Description>
              )
            }
            footer={footer}
            closeLabel={closeLabel}
            showCloseButton={showCloseButton}
            onClose={onClose}
          >
            {children}
          </DialogChrome>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
