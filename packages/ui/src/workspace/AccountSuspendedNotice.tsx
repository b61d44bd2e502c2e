import {
  ACCOUNT_SUSPENDED_NOTICE_MS,
  isAccountSuspended,
  suspensionReason,
  useApiErrors,
  workspaceMessages,
  useTexts,
} from '@curate/core';
import { useRef } from 'react';
import { useNotifications } from './Notifications';

/** The notification id of the 'Account Suspended' notice: there is one at a time. */
export const ACCOUNT_SUSPENDED_NOTICE_ID = 'curate-account-suspended';

/**
 * Shows the spec's 10-second error notification 'Account Suspended: Cannot run enhancements. Please contact
 * your administrator.' when any call answers 403 with a detail containing 'suspended', list loads included —
 * once while it shows, not once per failing call (spec part 1 §8, §9); the reason the server gives
 * ('Account suspended: {reason}') follows as a second line. Renders nothing itself: place it inside a
 * NotificationProvider, below the ApiProvider.
 */
export function AccountSuspendedNotice() {
  const notifications = useNotifications();
  const m = useTexts('workspace', workspaceMessages);
  const latest = useRef({ notifications, m });
  latest.current = { notifications, m };
  useApiErrors((error) => {
    if (!isAccountSuspended(error)) return;
    const { toasts, show } = latest.current.notifications;
    if (toasts.some((toast) => toast.id === ACCOUNT_SUSPENDED_NOTICE_ID)) return;
    const { m } = latest.current;
    const reason = suspensionReason(error);
    show({
      id: ACCOUNT_SUSPENDED_NOTICE_ID,
      kind: 'error',
      ...(reason
        ? { title: m.accountSuspended, message: m.suspensionReason(reason) }
        : { message: m.accountSuspended }),
      duration: ACCOUNT_SUSPENDED_NOTICE_MS,
    });
  });
  return null;
}
