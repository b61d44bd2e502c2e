export { CompanySettingsModal, type CompanySettingsModalProps } from './CompanySettingsModal';
export { UserSettingsModal, type SettingsNotice, type UserSettingsModalProps } from './UserSettingsModal';
