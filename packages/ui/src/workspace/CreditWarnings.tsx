import { LOW_CREDIT_TOAST_MS, SPEND_LIMIT_NOTICE_MS, useCreditWarnings } from '@curate/core';
import { useNotifications } from './Notifications';

/** The notification id of the credit warning: there is one at a time. */
export const CREDIT_WARNING_ID = 'curate-credit-warning';

/**
 * Shows the credit warnings of spec part 3 §8, §9 as 10-second notifications: 'Low credits warning! Only N
 * credits available.' below 15 credits, 'No credits remaining! You cannot run enhancements.' when none are
 * available; checked every 60 s, repeated at most every 10 minutes (5 when none are left). A high-priority unread
 * spend_limit_exceeded notification is shown 15 s, then marked read. Renders nothing:
 * place it inside a NotificationProvider.
 */
export function CreditWarnings({ companyId }: { companyId: string | null | undefined }) {
  const { show } = useNotifications();
  useCreditWarnings({
    companyId,
    onWarning: (warning) =>
      show({
        id: CREDIT_WARNING_ID,
        kind: warning.kind === 'none-left' ? 'error' : 'warning',
        message: warning.message,
        duration: LOW_CREDIT_TOAST_MS,
      }),
    onNotice: (notice) =>
      show({
        id: `curate-billing-notice-${notice.id}`,
        kind: 'error',
        message: notice.message,
        duration: SPEND_LIMIT_NOTICE_MS,
      }),
  });
  return null;
}
