import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../theme/cx';

/** Props of WorkspacePlaceholder; other section attributes (and ref) pass through. */
export interface WorkspacePlaceholderProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The screen's name, e.g. 'Review Queue'. Required. */
  title: ReactNode;
  /** What arrives and when, e.g. 'The review queue arrives with its release.'. Required. */
  children: ReactNode;
  /** Heading level; default 2 (1 on a page of its own). */
  level?: 1 | 2;
}

/** A plain notice standing in for a screen that ships in a later release: no fake data. */
export function WorkspacePlaceholder({ title, children, level = 2, className, ...rest }: WorkspacePlaceholderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section {...rest} className={cx('curate-WorkspacePlaceholder', className)} data-slot="workspace-placeholder">
      <Heading className="curate-WorkspacePlaceholder-title">{title}</Heading>
      <p className="curate-WorkspacePlaceholder-text">{children}</p>
    </section>
  );
}
