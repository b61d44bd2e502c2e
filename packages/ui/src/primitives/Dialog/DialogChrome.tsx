import { commonMessages, useTexts } from '@curate/core';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';

/** The panel's header (title, description, close button), body and footer, shared by both dialog kinds. */
export function DialogChrome({
  title,
  description,
  children,
  footer,
  closeLabel,
  showCloseButton = true,
  onClose,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  showCloseButton?: boolean;
  onClose: () => void;
}) {
  const common = useTexts('common', commonMessages);
  return (
    <>
      <div className="curate-Dialog-header" data-slot="dialog-header">
        <div className="curate-Dialog-heading">
          {title}
          {description}
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
    </>
  );
}
