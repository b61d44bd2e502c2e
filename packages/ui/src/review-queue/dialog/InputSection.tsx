import { commonMessages, useTexts } from '@curate/core';
import { useId, type ReactNode } from 'react';

/** One labelled list of facts in the Original Input Data pane. */
export function InputSection({ title, rows }: { title: string; rows: Array<[label: string, value: ReactNode]> }) {
  const headingId = useId();
  const common = useTexts('common', commonMessages);
  return (
    <section className="curate-InputSection" data-slot="input-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="curate-InputSection-title">
        {title}
      </h4>
      <dl className="curate-InputSection-list">
        {rows.map(([label, value]) => (
          <div key={label} className="curate-InputSection-row">
            <dt>{label}</dt>
            <dd>
              {value === null || value === undefined || value === false || value === '' ? (
                <span className="curate-InputSection-none">{common.none}</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A notice in a pane (limited input data, no raw product). */
export function PaneNotice({
  title,
  children,
  tone = 'info',
}: {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'warning';
}) {
  return (
    <div className="curate-PaneNotice" data-slot="pane-notice" data-tone={tone}>
      <p className="curate-PaneNotice-title">{title}</p>
      {children && <p className="curate-PaneNotice-text">{children}</p>}
    </div>
  );
}
