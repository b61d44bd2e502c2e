// @curate/core dashboard: stats, recent jobs, activity and the job details' reading — spec part 2 §2.6, §4.3, §7.1, §8.2.
export * from './constants';
export * from './jobView';
export { readJobView, withJobView } from './jobViewParams';
export {
  useDashboard,
  type DashboardController,
  type DashboardJobView,
  type UseDashboardOptions,
} from './useDashboard';
