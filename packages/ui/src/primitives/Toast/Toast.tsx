import { commonMessages, useTexts } from '@curate/core';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx, dataFlag } from '../../theme/cx';
import { Button } from '../Button/Button';
import { DEFAULT_TOAST_DURATION_MS, type ToastKind } from './toastState';
import { useAutoDismiss } from './useAutoDismiss';

const icon: Record<ToastKind, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

/** Props of Toast; other div attributes (and ref) pass through. */
export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Kind; 'error' is announced as an alert, the others politely as a status; default 'info'. */
  kind?: ToastKind;
  /** Bold first line; default none. */
  title?: ReactNode;
  /** The notification text. */
  children?: ReactNode;
  /** Milliseconds before onDismiss is called, paused while hovered or focused; null stays; default DEFAULT_TOAST_DURATION_MS. */
  duration?: number | null;
  /** Called by the dismiss button and when the duration has elapsed. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button; default 'Dismiss notification'. */
  dismissLabel?: string;
}

/** One dismissible notification that dismisses itself after its duration. */
export function Toast({
  kind = 'info',
  title,
  children,
  duration = DEFAULT_TOAST_DURATION_MS,
  onDismiss,
  dismissLabel,
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: ToastProps) {
  const common = useTexts('common', commonMessages);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useAutoDismiss(onDismiss ? duration : null, paused, () => onDismiss?.());

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the dismissal; focus pauses it too.
    <div
      {...rest}
      className={cx('curate-Toast', className)}
      data-slot="toast"
      data-kind={kind}
      data-paused={dataFlag(paused)}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        onBlur?.(event);
      }}
    >
      <span className="curate-Toast-icon" data-slot="toast-icon" aria-hidden="true">
        {icon[kind]}
      </span>
      <div
        className="curate-Toast-content"
        data-slot="toast-content"
        role={kind === 'error' ? 'alert' : 'status'}
        aria-atomic="true"
      >
        {title && <p className="curate-Toast-title">{title}</p>}
        <p className="curate-Toast-message">{children}</p>
      </div>
      {onDismiss && (
        <Button
          variant="ghost"
          size="sm"
          className="curate-Toast-dismiss"
          aria-label={dismissLabel ?? common.dismissNotification}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </Button>
      )}
    </div>
  );
}
