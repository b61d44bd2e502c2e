export { HealthIndicator, type HealthIndicatorProps } from './HealthIndicator';
export { CreditBalance, type CreditBalanceProps } from './CreditBalance';
export { WorkspaceHeader, type WorkspaceHeaderProps } from './WorkspaceHeader';
export { WorkspaceTabs, type WorkspaceTabItem, type WorkspaceTabsProps } from './WorkspaceTabs';
export { WorkspacePlaceholder, type WorkspacePlaceholderProps } from './WorkspacePlaceholder';
export { SettingsDropdown, type SettingsDropdownProps } from './SettingsDropdown';
export { NotificationProvider, useNotifications, type NotificationProviderProps } from './Notifications';
export { AccountSuspendedNotice, ACCOUNT_SUSPENDED_NOTICE_ID } from './AccountSuspendedNotice';
export { CreditWarnings, CREDIT_WARNING_ID } from './CreditWarnings';
