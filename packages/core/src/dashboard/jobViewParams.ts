// The dashboard job list's tab and page in the address (?jobs=failed&jobs_page=2), so a reload, a shared link or
// a return from another tab shows the same jobs.
import { JOB_LIST_FILTERS, type JobListFilter } from '../contract/index';
import { DASHBOARD_JOBS_PAGE_PARAM, DASHBOARD_JOBS_PARAM } from './constants';
import type { DashboardJobView } from './useDashboard';

/** The job list's view an address names; an unknown tab reads as all, a page not a whole number from 1 as the first. */
export function readJobView(search: URLSearchParams): DashboardJobView {
  const tab = search.get(DASHBOARD_JOBS_PARAM);
  const filter = (JOB_LIST_FILTERS as readonly string[]).includes(tab ?? '') ? (tab as JobListFilter) : 'all';
  const page = Number(search.get(DASHBOARD_JOBS_PAGE_PARAM));
  return { filter, page: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}

/** `search` with the job list's view written (the default tab and the first page leave their parameter out). */
export function withJobView(search: URLSearchParams, view: DashboardJobView): URLSearchParams {
  const next = new URLSearchParams(search);
  if (view.filter === 'all') next.delete(DASHBOARD_JOBS_PARAM);
  else next.set(DASHBOARD_JOBS_PARAM, view.filter);
  if (view.page > 0) next.set(DASHBOARD_JOBS_PAGE_PARAM, String(view.page + 1));
  else next.delete(DASHBOARD_JOBS_PAGE_PARAM);
  return next;
}
