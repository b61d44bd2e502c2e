import { commonMessages, useTexts } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../theme/cx';
import { usePortalContainer } from '../../theme/CurateContext';
import { Toast } from './Toast';
import type { ToastItem } from './toastState';

/** Props of ToastStack; other section attributes (and ref) pass through. */
export interface ToastStackProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The notifications to show, newest first (see toastReducer / useToasts). */
  toasts: readonly ToastItem[];
  /** Called with a toast's id when it is dismissed or its duration has elapsed. */
  onDismiss: (id: string) => void;
  /** Accessible name of the notification region; default 'Notifications'. */
  'aria-label'?: string;
  /** Accessible name of each dismiss button; default 'Dismiss notification'. */
  dismissLabel?: string;
  /** Render into the CurateProvider's portal container (inline when there is none); default true. */
  portal?: boolean;
}

/** The application-wide notification region, fixed top right (spec part 1 §2). */
export function ToastStack({
  toasts,
  onDismiss,
  'aria-label': ariaLabel,
  dismissLabel,
  portal = true,
  className,
  ...rest
}: ToastStackProps) {
  const common = useTexts('common', commonMessages);
  const container = usePortalContainer();
  const stack = (
    <section
      {...rest}
      aria-label={ariaLabel ?? common.notifications}
      className={cx('curate-ToastStack', className)}
      data-slot="toast-stack"
    >
      <ol className="curate-ToastStack-list">
        {toasts.map((toast) => (
          <li key={toast.id} className="curate-ToastStack-item">
            <Toast
              kind={toast.kind}
              title={toast.title}
              duration={toast.duration}
              dismissLabel={dismissLabel}
              onDismiss={() => onDismiss(toast.id)}
            >
              {toast.message}
            </Toast>
          </li>
        ))}
      </ol>
    </section>
  );
  return portal && container ? createPortal(stack, container) : stack;
}
