import type { ComponentPropsWithRef } from 'react';
import { type HealthStatus, workspaceMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';

/** Props of HealthIndicator; other span attributes (and ref) pass through. */
export interface HealthIndicatorProps extends ComponentPropsWithRef<'span'> {
  /** The workspace health (spec part 1 §2): checking, healthy or unhealthy. Required. */
  status: HealthStatus;
  /** Text before the status; default 'API' (`messages.workspace.api`). */
  label?: string;
}

/** A coloured dot and 'API: Healthy' style text for the workspace health, announced politely on change. */
export function HealthIndicator({ status, label, className, ...rest }: HealthIndicatorProps) {
  const m = useTexts('workspace', workspaceMessages);
  return (
    <span
      {...rest}
      role="status"
      className={cx('curate-HealthIndicator', className)}
      data-slot="health"
      data-status={status}
    >
      <span className="curate-HealthIndicator-dot" data-slot="health-dot" aria-hidden="true" />
      {m.health(label ?? m.api, m[status])}
    </span>
  );
}
