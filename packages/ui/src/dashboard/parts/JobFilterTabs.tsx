import {
  JOB_LIST_FILTERS,
  type JobListFilter,
  type JobStatusCounts,
  dashboardMessages,
  useFormat,
  useTexts,
} from '@curate/core';
import type { KeyboardEvent } from 'react';

const LABEL = {
  all: 'jobTabAll',
  active: 'jobTabActive',
  completed: 'jobTabCompleted',
  failed: 'jobTabFailed',
  cancelled: 'jobTabCancelled',
} as const satisfies Record<JobListFilter, keyof typeof dashboardMessages>;

/**
 * The job list's tabs by status — All, Active (queued, processing, running), Completed, Failed, Cancelled — each
 * with its count once the server has answered one; the arrow keys, Home and End move between them.
 */
export function JobFilterTabs({
  value,
  counts,
  onChange,
}: {
  value: JobListFilter;
  counts: JobStatusCounts | null;
  onChange: (filter: JobListFilter) => void;
}) {
  const m = useTexts('dashboard', dashboardMessages);
  const format = useFormat();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = JOB_LIST_FILTERS.indexOf(value);
    const last = JOB_LIST_FILTERS.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (at + last) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    onChange(JOB_LIST_FILTERS[to]!);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div
      className="curate-SubTabs curate-Dashboard-jobTabs"
      role="tablist"
      aria-label={m.jobTabs}
      data-slot="job-tabs"
      onKeyDown={move}
    >
      {JOB_LIST_FILTERS.map((filter) => {
        const label = m[LABEL[filter]];
        const count = counts?.[filter];
        return (
          <button
            key={filter}
            type="button"
            role="tab"
            data-filter={filter}
            aria-selected={value === filter}
            tabIndex={value === filter ? 0 : -1}
            onClick={() => onChange(filter)}
          >
            {count === undefined ? label : m.jobTabCount(label, format.number(count))}
          </button>
        );
      })}
    </div>
  );
}
