// @curate/core settings: the User Settings and Company Settings modals' forms and hooks — spec part 2 §2.7, §4.6, §5.6, §7.2, §8.3.
export * from './messages';
export * from './userSettingsForm';
export * from './companySettingsForm';
export { useUserSettings, type UseUserSettingsOptions, type UserSettingsController } from './useUserSettings';
export {
  useCompanySettings,
  type UseCompanySettingsOptions,
  type CompanySettingsController,
} from './useCompanySettings';
