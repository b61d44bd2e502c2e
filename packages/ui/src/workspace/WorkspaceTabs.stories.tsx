import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { useMessages, workspaceTabs, type Role, type WorkspaceMessages, type WorkspaceTabId } from '@curate/core';
import { WorkspacePlaceholder } from './WorkspacePlaceholder';
import { WorkspaceTabs, type WorkspaceTabItem } from './WorkspaceTabs';

const tabsFor = (
  roles: Role[],
  count: number | null,
  messages: WorkspaceMessages,
): WorkspaceTabItem<WorkspaceTabId>[] =>
  workspaceTabs(roles, messages).map((tab) => ({ ...tab, count: tab.id === 'review' ? count : undefined }));

/** Tabs holding their own value, as the host does with the address. */
function TabsDemo({
  roles,
  count,
  initial = 'review',
  onValueChange,
}: {
  roles: Role[];
  count: number | null;
  initial?: WorkspaceTabId;
  onValueChange?: (id: WorkspaceTabId) => void;
}) {
  // The labels in the provider's words, as useWorkspace gives them to the host.
  const tabs = tabsFor(roles, count, useMessages().workspace);
  const [value, setValue] = useState<WorkspaceTabId>(initial);
  const label = tabs.find((t) => t.id === value)?.label;
  return (
    <WorkspaceTabs
      tabs={tabs}
      value={value}
      onValueChange={(id) => {
        onValueChange?.(id);
        setValue(id);
      }}
    >
      {/* Story content standing in for the tab's screen (data-story-chrome: not the widget's text). */}
      <WorkspacePlaceholder title={label} data-story-chrome>
        {`The ${label} screen arrives with its release.`}
      </WorkspacePlaceholder>
    </WorkspaceTabs>
  );
}

interface DemoArgs {
  roles: Role[];
  count: number | null;
  initial?: WorkspaceTabId;
  onValueChange?: (id: WorkspaceTabId) => void;
}

const meta: Meta<DemoArgs> = {
  title: 'ui/workspace/WorkspaceTabs',
  component: TabsDemo,
  args: { roles: ['tenant-admin', 'tenant-user'], count: 12, onValueChange: fn() },
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** A tenant admin's tabs, 12 products pending; click and keyboard both switch tabs. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const review = canvas.getByRole('tab', { name: 'Review Queue 12 pending' });
    await expect(review).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Catalog' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('products');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The Catalog screen arrives with its release.');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('schema');
    await expect(canvas.getByRole('tab', { name: 'Schema Manager' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The pending count is not known yet: no badge. */
export const Loading: Story = {
  args: { count: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Review Queue' })).toBeInTheDocument();
  },
};

/** The count poll failed: nothing is shown rather than a guess (spec part 3 §8). */
export const ErrorState: Story = { name: 'Error', args: { count: null } };

/** Nothing pending: no badge. */
export const Empty: Story = { args: { count: 0 } };

/** A tenant user: no Users or Schema tab. */
export const TenantUser: Story = {
  args: { roles: ['tenant-user'], count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'Users' })).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Schema Manager' })).toBeNull();
  },
};

/** The super-admin: Schema and 'Billing Management', no Users. */
export const SuperAdmin: Story = {
  args: { roles: ['super-admin'], count: 40, initial: 'billing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Billing Management' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Every role's tabs, for visual review. */
export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TabsDemo roles={['tenant-admin', 'tenant-user']} count={12} />
      <TabsDemo roles={['tenant-user']} count={0} initial="dashboard" />
      <TabsDemo roles={['super-admin']} count={null} initial="billing" />
    </div>
  ),
};
