import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { showsReviewCount, workspaceMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';

/** One tab of the workspace. */
export interface WorkspaceTabItem<Id extends string = string> {
  /** The tab's id, e.g. its `tab` query value. */
  id: Id;
  /** Visible label, e.g. 'Review Queue'. */
  label: string;
  /** A count shown as a red badge when above 0 (the Review Queue's pending count, spec part 1 §2); default none. */
  count?: number | null;
}

/** Props of WorkspaceTabs. */
export interface WorkspaceTabsProps<Id extends string = string> {
  /** The tabs, in order. Required. */
  tabs: readonly WorkspaceTabItem<Id>[];
  /** The active tab's id (controlled). Required. */
  value: Id;
  /** Called with the id of the tab the user activates (click, or Enter/Space after arrow keys). */
  onValueChange: (id: Id) => void;
  /** The active tab's content, rendered in its tab panel. */
  children?: ReactNode;
  /** Accessible name of the tab list; default 'Workspace' (`messages.workspace.tabs`). */
  'aria-label'?: string;
  /** Words after a count for screen readers, e.g. '12 pending'; default 'pending' (`messages.workspace.pending`). */
  countLabel?: string;
  /** Extra class names on the root. */
  className?: string;
}

/**
 * The workspace tab list and the active panel on Headless UI Tabs (arrow keys move, Enter/Space activate;
 * manual activation, so moving focus does not change the address). Controlled by `value`.
 */
export function WorkspaceTabs<Id extends string>({
  tabs,
  value,
  onValueChange,
  children,
  'aria-label': ariaLabel,
  countLabel,
  className,
}: WorkspaceTabsProps<Id>) {
  const m = useTexts('workspace', workspaceMessages);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );
  return (
    <TabGroup
      as="div"
      manual
      selectedIndex={index}
      onChange={(next: number) => {
        const tab = tabs[next];
        if (tab && tab.id !== value) onValueChange(tab.id);
      }}
      className={cx('curate-WorkspaceTabs', className)}
      data-slot="workspace-tabs"
    >
      <TabList className="curate-WorkspaceTabs-list" data-slot="workspace-tab-list" aria-label={ariaLabel ?? m.tabs}>
        {tabs.map((tab) => (
          <Tab key={tab.id} className="curate-WorkspaceTabs-tab" data-slot="workspace-tab" data-tab={tab.id}>
            <span className="curate-WorkspaceTabs-label">{tab.label}</span>
            {showsReviewCount(tab.count) && (
              <span className="curate-WorkspaceTabs-count" data-slot="workspace-tab-count">
                {tab.count}
                <span className="curate-visually-hidden"> {countLabel ?? m.pending}</span>
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="curate-WorkspaceTabs-panels" data-slot="workspace-tab-panels">
        {tabs.map((tab) => (
          <TabPanel
            key={tab.id}
            className="curate-WorkspaceTabs-panel"
            data-slot="workspace-tab-panel"
            data-tab={tab.id}
          >
            {tab.id === value ? children : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
