export { Dashboard, type DashboardNotice, type DashboardProps } from './Dashboard';
export { JobDetailsDialog, type JobDetailsDialogProps } from './parts/JobDetailsDialog';
export { QualityChart, qualitySummary } from './parts/QualityChart';
