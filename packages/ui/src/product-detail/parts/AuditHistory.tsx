import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../theme/cx';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import {
  auditEntryView,
  useFormat,
  type AuditEntryView,
  type ProductDetailController,
  productDetailMessages,
  useTexts,
  commonMessages,
} from '@curate/core';
import { activeElementFrom, isNothingFocused } from '../../theme/shadowDom';

/** Props of the Audit History panel. */
export interface AuditHistoryProps {
  detail: ProductDetailController;
  /** The time relative times count from (ms); default now, taken at each render. */
  now?: number;
  /** Extra class names on the section. */
  className?: string;
}

/** A value as shown: cut, with the whole value as its title; the whole value when `expanded`. */
function Value({
  className,
  short,
  full,
  expanded,
}: {
  className: string;
  short: string;
  full: string | null;
  expanded: boolean;
}) {
  const cut = full !== null && full !== short;
  return (
    <span className={className} title={cut && !expanded ? full : undefined}>
      {expanded && full !== null ? full : short}
    </span>
  );
}

function Change({ view, expanded }: { view: AuditEntryView; expanded: boolean }) {
  const m = useTexts('productDetail', productDetailMessages);
  if (view.previous === null && view.next === null) return null;
  return (
    <p className="curate-ProductDetail-change" data-slot="audit-change">
      {view.previous !== null && (
        <Value
          className="curate-ProductDetail-previous"
          short={view.previous}
          full={view.full.previous}
          expanded={expanded}
        />
      )}
      {view.previous !== null && view.next !== null && (
        <>
          <span className="curate-ProductDetail-arrow" aria-hidden="true">
            →
          </span>
          <span className="curate-visually-hidden">{m.changedTo}</span>
        </>
      )}
      {view.next !== null && (
        <Value className="curate-ProductDetail-next" short={view.next} full={view.full.next} expanded={expanded} />
      )}
    </p>
  );
}

/**
 * Right panel 'Audit History' — spec part 1 §2, §9: each entry with who, when (US Eastern; 'Just now', 'Nm ago',
 * 'Nh ago', then a date), field and previous → new (cut at 50, or 100 alone; the whole value as a title and behind
 * 'Show full text'), and a Revert button. Focus moves
 * to the panel once a revert has finished (its entry then shows as reverted).
 */
export function AuditHistory({ detail, now, className }: AuditHistoryProps) {
  const headingId = useId();
  const m = useTexts('productDetail', productDetailMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const panel = useRef<HTMLElement>(null);
  const reverting = detail.state.revertingId;
  const wasReverting = useRef<string | null>(null);
  useEffect(() => {
    const el = panel.current;
    const active = activeElementFrom(el);
    // The pressed Revert button is gone once its entry shows as reverted: keep focus in the panel.
    if (wasReverting.current !== null && reverting === null && el && (isNothingFocused(active) || el.contains(active)))
      el.focus();
    wasReverting.current = reverting;
  }, [reverting]);
  // Entries whose cut values are shown whole (spec part 1 §9 cuts them; the whole value is a click away).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const at = now ?? Date.now();
  const views = detail.history.map((entry) =>
    auditEntryView(entry, at, { messages: { productDetail: m, common }, format }),
  );
  return (
    <section
      ref={panel}
      className={cx('curate-DialogLayout-pane', 'curate-ProductDetail-history', className)}
      data-slot="product-detail-history"
      data-tone="muted"
      aria-labelledby={headingId}
      tabIndex={0}
    >
      <h3 id={headingId} className="curate-DialogLayout-paneTitle">
        {m.auditHistoryTitle}
      </h3>
      {detail.product && views.length === 0 && <p className="curate-ProductDetail-empty">{m.noChanges}</p>}
      {views.length > 0 && (
        <ol className="curate-ProductDetail-entries">
          {views.map((view) => (
            <li
              key={view.id}
              className="curate-ProductDetail-entry"
              data-slot="audit-entry"
              data-kind={view.kind}
              data-reverted={view.reverted ? '' : undefined}
            >
              <p className="curate-ProductDetail-entryHead">
                <span className="curate-ProductDetail-entryLabel">{view.label}</span>{' '}
                <span className="curate-ProductDetail-entryField">{view.field}</span>
                {view.reverted && (
                  <Badge size="sm" className="curate-ProductDetail-revertedBadge">
                    {m.revertedBadge}
                  </Badge>
                )}
              </p>
              <p className="curate-ProductDetail-entryMeta">
                {view.author} ·{' '}
                <time dateTime={view.createdAt} title={view.whenFull}>
                  {view.when}
                </time>
              </p>
              <Change view={view} expanded={expanded.has(view.id)} />
              {view.summary && (
                <p className="curate-ProductDetail-entrySummary">
                  <Value
                    className="curate-ProductDetail-summaryText"
                    short={view.summary}
                    full={view.full.summary}
                    expanded={expanded.has(view.id)}
                  />
                </p>
              )}
              {view.cut && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="curate-ProductDetail-expand"
                  aria-expanded={expanded.has(view.id)}
                  onClick={() => toggle(view.id)}
                >
                  {expanded.has(view.id) ? m.showLess : m.showFullText}
                </Button>
              )}
              {view.canRevert && (
                <Button
                  size="sm"
                  className="curate-ProductDetail-revert"
                  disabled={!detail.canRevert && reverting !== view.id}
                  loading={reverting === view.id}
                  loadingLabel={m.reverting}
                  aria-label={m.revertChange(view.field || m.thisField, view.when)}
                  onClick={() => void detail.revert(view.id)}
                >
                  {m.revert}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
