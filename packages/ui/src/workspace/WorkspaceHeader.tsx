import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  roleBadgeLabel,
  welcomeLine,
  type HealthStatus,
  type HeaderUser,
  type Role,
  workspaceMessages,
  useTexts,
} from '@curate/core';
import { cx, dataFlag } from '../theme/cx';
import { Badge, type BadgeTone } from '../primitives/Badge/Badge';
import { CreditBalance } from './CreditBalance';
import { HealthIndicator } from './HealthIndicator';

const ROLE_TONE: Record<Role, BadgeTone> = {
  'super-admin': 'orange',
  'tenant-admin': 'info',
  'tenant-user': 'neutral',
};

/** Props of WorkspaceHeader; other header attributes (and ref) pass through. */
export interface WorkspaceHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title' | 'role'> {
  /** The product title; default 'Curate' (`messages.workspace.productTitle`; the header's texts come from there). */
  productTitle?: ReactNode;
  /** The company's name; null or undefined shows none (e.g. on admin pages). */
  companyName?: string | null;
  /** True while the company is being looked up: shows a loading placeholder for its name; default false. */
  companyLoading?: boolean;
  /** Shows the red 'ACCOUNT SUSPENDED' tag; default false. */
  suspended?: boolean;
  /** The signed-in user, for the welcome line (full name, else email, else 'User'); default none ('User'). */
  user?: HeaderUser | null;
  /** The user's role, for the role badge (Super Admin, Admin, User); default none (no badge). */
  role?: Role | null;
  /** Credit balance; null or undefined shows none (super-admin, or not known yet). */
  balance?: number | null;
  /** Workspace health; default none (not shown). */
  health?: HealthStatus;
  /** Controls at the end, e.g. the SettingsDropdown; default none. */
  actions?: ReactNode;
}

/** The workspace header (spec part 1 §2, part 3 §2): title, company, suspension tag, welcome, role, balance, health. */
export function WorkspaceHeader({
  productTitle,
  companyName,
  companyLoading = false,
  suspended = false,
  user,
  role,
  balance,
  health,
  actions,
  className,
  ...rest
}: WorkspaceHeaderProps) {
  const m = useTexts('workspace', workspaceMessages);
  return (
    <header
      {...rest}
      className={cx('curate-WorkspaceHeader', className)}
      data-slot="workspace-header"
      data-suspended={dataFlag(suspended)}
    >
      <div className="curate-WorkspaceHeader-brand" data-slot="workspace-brand">
        <p className="curate-WorkspaceHeader-title" data-slot="workspace-title">
          {productTitle ?? m.productTitle}
        </p>
        {companyLoading ? (
          <span className="curate-WorkspaceHeader-company" data-slot="workspace-company" data-loading="">
            {m.loadingCompany}
          </span>
        ) : (
          companyName && (
            <h1 className="curate-WorkspaceHeader-company" data-slot="workspace-company">
              {companyName}
            </h1>
          )
        )}
        {suspended && (
          <Badge tone="danger" className="curate-WorkspaceHeader-suspended">
            {m.suspended}
          </Badge>
        )}
      </div>
      <div className="curate-WorkspaceHeader-meta" data-slot="workspace-meta">
        {health && <HealthIndicator status={health} />}
        {typeof balance === 'number' && <CreditBalance balance={balance} />}
        <span className="curate-WorkspaceHeader-welcome" data-slot="workspace-welcome">
          {welcomeLine(user, m)}
        </span>
        {role && (
          <Badge tone={ROLE_TONE[role]} className="curate-WorkspaceHeader-role" data-role={role}>
            {roleBadgeLabel(role, m)}
          </Badge>
        )}
        {actions}
      </div>
    </header>
  );
}
