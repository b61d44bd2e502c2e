import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx, dataFlag } from '../../theme/cx';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of Button; other native button attributes (and ref) pass through. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight; default 'secondary'. */
  variant?: ButtonVariant;
  /** Size; default 'md'. */
  size?: ButtonSize;
  /** Busy: shows a spinner, sets aria-busy and aria-disabled, ignores clicks but keeps focus; default false. */
  loading?: boolean;
  /** Label shown instead of the children while loading (e.g. 'Saving...'); default: the children stay. */
  loadingLabel?: ReactNode;
  /** Native button type; default 'button' so a widget never submits a host page's form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** A button in one of four variants with a loading state; all native button props pass through. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  loadingLabel,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      onClick={handleClick}
      className={cx('curate-Button', className)}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={dataFlag(loading)}
      data-disabled={dataFlag(disabled)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
    >
      {loading && <span className="curate-Button-spinner" data-slot="button-spinner" aria-hidden="true" />}
      <span className="curate-Button-label" data-slot="button-label">
        {loading && loadingLabel !== undefined ? loadingLabel : children}
      </span>
    </button>
  );
}
