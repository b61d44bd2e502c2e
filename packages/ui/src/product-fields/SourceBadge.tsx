import { SOURCE_TOOLTIP_HIDE_DELAY_MS, type Source, productFieldsMessages, useTexts } from '@curate/core';
import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type FocusEvent } from 'react';
import { cx, dataFlag } from '../theme/cx';
import { SourceTooltip } from './SourceTooltip';

/** Props of SourceBadge; other span attributes (not ref) pass through to the wrapper. */
export interface SourceBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'ref'> {
  /** The field's sources. */
  sources: readonly Source[];
  /** The field's display name, for the accessible names ('3 sources for Material'). */
  fieldLabel: string;
  /** Milliseconds the tooltip stays after pointer and focus have left; default SOURCE_TOOLTIP_HIDE_DELAY_MS (300). */
  hideDelayMs?: number;
}

/**
 * A source-count badge that shows the SourceTooltip on hover, on focus and on click, and hides it 300 ms
 * after pointer and focus have left (so the pointer can reach the 'View' links) or at once on Escape —
 * spec part 1 §2, §9. Nothing shows for a field without sources.
 */
export function SourceBadge({
  sources,
  fieldLabel,
  hideDelayMs = SOURCE_TOOLTIP_HIDE_DELAY_MS,
  className,
  ...rest
}: SourceBadgeProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape hides an open tooltip and goes no further: a native listener on the badge runs before any
  // listener of the surrounding dialog (shortcuts, Headless UI), which skip handled (defaultPrevented) keys.
  useEffect(() => {
    const el = root.current;
    if (!el || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      clearTimeout(timer.current);
      setOpen(false);
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const m = useTexts('productFields', productFieldsMessages);
  if (sources.length === 0) return null;

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), hideDelayMs);
  };
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
  };
  const count = sources.length;
  const label = m.sourceCount(count);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering opens the same sources the focusable trigger opens.
    <span
      {...rest}
      ref={root}
      className={cx('curate-SourceBadge', className)}
      data-slot="source-badge"
      data-open={dataFlag(open)}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="curate-SourceBadge-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={m.sourcesBadgeLabel(label, fieldLabel)}
        onClick={show}
      >
        {label}
      </button>
      {/* Mounted only while open: a dialog of 60 fields with 200 sources would otherwise build every list up front. */}
      {open && (
        <SourceTooltip
          id={panelId}
          sources={sources}
          label={m.sourcesFor(fieldLabel)}
          className="curate-SourceBadge-tooltip"
        />
      )}
    </span>
  );
}
