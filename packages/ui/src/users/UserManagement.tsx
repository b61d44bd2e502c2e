import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { USER_TOAST_DURATION_MS, useInvitations, userStatCards, useUsers, usersMessages, useTexts } from '@curate/core';
import type { Invitation, User } from '@curate/core/contract';
import { useState } from 'react';
import { cx } from '../theme/cx';
import { atValues } from '../internal/Formatted';
import { Button } from '../primitives/Button/Button';
import { ToastStack } from '../primitives/Toast/ToastStack';
import { useToasts } from '../primitives/Toast/useToasts';
import { ChangeRoleModal, InviteLinkModal, RemoveUserModal } from './parts/ConfirmModals';
import { InvitationsTable } from './parts/InvitationsTable';
import { NewUserModal } from './parts/NewUserModal';
import { StatCards } from './parts/StatCards';
import { UsersTable } from './parts/UsersTable';

/** Props of UserManagement. */
export interface UserManagementProps {
  /** The company whose people are managed; null shows 'Company ID not found...' on every action. */
  companyId: string | null | undefined;
  /** The signed-in user's id: their own row's Change Role and Remove are disabled. */
  currentUserId: string | null | undefined;
  /** The tab shown first ('users' = Active Users); uncontrolled. Default 'users'. */
  defaultTab?: 'users' | 'invitations';
  className?: string;
}

const TABS = ['users', 'invitations'] as const;

/**
 * User Management — spec part 3 §2: stat cards, the Active Users and Pending Invitations tabs, the Create
 * User (and Invite User), Change User Role and Confirm User Removal modals, and 3 s toasts.
 */
function UserManagementRoot({ companyId, currentUserId, defaultTab = 'users', className }: UserManagementProps) {
  const users = useUsers({ companyId });
  const invitations = useInvitations({ companyId });
  const toasts = useToasts();
  const m = useTexts('users', usersMessages);
  const [newUser, setNewUser] = useState<'create' | 'invite' | null>(null);
  const [roleOf, setRoleOf] = useState<User | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const notify = (kind: 'success' | 'error', message: string) =>
    toasts.show({ kind, message, duration: USER_TOAST_DURATION_MS });
  const cards = userStatCards(users.stats, invitations.invitations);
  const state = users.status === 'error' ? 'error' : users.status === 'pending' ? 'loading' : 'ready';

  const revoke = async (invitation: Invitation) => {
    setRevokingId(invitation.id);
    try {
      notify('success', await invitations.revoke(invitation));
    } catch (failure) {
      notify('error', (failure as Error).message);
    } finally {
      setRevokingId(null);
    }
  };

  return (
    <section
      className={cx('curate-UserManagement', className)}
      aria-label={m.title}
      data-slot="user-management"
      data-state={state}
    >
      <header className="curate-UserManagement-header">
        <h2>{m.title}</h2>
        <div className="curate-UserManagement-headerActions">
          <Button onClick={() => setNewUser('invite')}>{m.inviteUser}</Button>
          <Button variant="primary" onClick={() => setNewUser('create')}>
            {m.createUser}
          </Button>
        </div>
      </header>
      <StatCards cards={cards} loading={users.stats === undefined && users.status !== 'error'} />
      {users.error && (
        <div className="curate-UserManagement-alert" role="alert">
          {users.error}{' '}
          <Button size="sm" onClick={users.refetch}>
            {m.retry}
          </Button>
        </div>
      )}
      <TabGroup defaultIndex={TABS.indexOf(defaultTab)}>
        <TabList className="curate-UserManagement-tabs" aria-label={m.views}>
          <Tab className="curate-UserManagement-tab">{atValues(m.activeUsersTab(users.total), [users.total])}</Tab>
          <Tab className="curate-UserManagement-tab">
            {atValues(m.pendingInvitationsTab(invitations.pending.length), [invitations.pending.length])}
          </Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            {users.status === 'pending' ? (
              <p className="curate-UserManagement-empty">{m.loadingUsers}</p>
            ) : (
              users.status === 'success' && (
                <UsersTable
                  users={users.users}
                  currentUserId={currentUserId}
                  onChangeRole={setRoleOf}
                  onRemove={setRemoving}
                />
              )
            )}
          </TabPanel>
          <TabPanel>
            {invitations.error ? (
              <p className="curate-UserManagement-alert" role="alert">
                {invitations.error}
              </p>
            ) : invitations.status === 'pending' ? (
              <p className="curate-UserManagement-empty">{m.loadingInvitations}</p>
            ) : (
              <InvitationsTable
                invitations={invitations.pending}
                revokingId={revokingId}
                onRevoke={(i) => void revoke(i)}
              />
            )}
          </TabPanel>
        </TabPanels>
      </TabGroup>

      <NewUserModal
        open={newUser !== null}
        mode={newUser ?? 'create'}
        onClose={() => setNewUser(null)}
        onSubmit={async (draft) => {
          if (newUser === 'invite') {
            const outcome = await invitations.invite(draft);
            notify('success', outcome.message);
            setInviteUrl(outcome.inviteUrl);
          } else notify('success', await users.createUser(draft));
        }}
      />
      <ChangeRoleModal
        user={roleOf}
        onClose={() => setRoleOf(null)}
        onConfirm={async (user, role) => {
          try {
            notify('success', await users.changeRole(user, role));
          } catch (failure) {
            notify('error', (failure as Error).message);
            throw failure;
          }
        }}
      />
      <RemoveUserModal
        user={removing}
        onClose={() => setRemoving(null)}
        onConfirm={async (user) => {
          try {
            notify('success', await users.removeUser(user));
          } catch (failure) {
            notify('error', (failure as Error).message);
            throw failure;
          }
        }}
      />
      <InviteLinkModal url={inviteUrl} onClose={() => setInviteUrl(null)} />
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} aria-label={m.notifications} />
    </section>
  );
}

export const UserManagement = Object.assign(UserManagementRoot, {
  StatCards,
  UsersTable,
  InvitationsTable,
  NewUserModal,
  ChangeRoleModal,
  RemoveUserModal,
});
