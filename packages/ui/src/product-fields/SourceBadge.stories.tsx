import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SourceBadge } from './SourceBadge';
import { makeSource } from '../test/productFields';

const meta: Meta<typeof SourceBadge> = {
  title: 'ui/product-fields/SourceBadge',
  component: SourceBadge,
  args: {
    fieldLabel: 'Material',
    sources: [0, 1, 2].map((n) => makeSource(n, 'x', { value_found: '18/8 stainless steel' })),
  },
  // Room below the badge for the tooltip.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus (or hover) shows the sources; Escape hides them; leaving hides them after 300 ms. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '3 sources for Material' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const tooltip = canvas.getByRole('group', { name: 'Sources for Material' });
    await expect(within(tooltip).getAllByRole('link', { name: /^View / })).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(tooltip).not.toBeInTheDocument();
    await userEvent.hover(button);
    const reopened = canvas.getByRole('group', { name: 'Sources for Material' });
    await expect(reopened).toBeVisible();
    await userEvent.unhover(button);
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
  },
};

/** Shown open: titles, quality, the View link, value found and the excerpt cut at 150 characters. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
  },
};

/** Sources whose URL is not http(s) get no View link; the URL is shown as text. */
export const UnsafeLinks: Story = {
  args: {
    sources: [
      makeSource(1, 'x', { source_url: 'javascript:alert(document.cookie)', source_title: 'Pasted snippet' }),
      makeSource(2, 'x', { source_url: 'ftp://files.example.com/spec.pdf', source_title: 'Supplier FTP' }),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
    const tooltip = canvas.getByRole('group');
    await expect(within(tooltip).queryAllByRole('link')).toHaveLength(0);
    await expect(within(tooltip).getByText('javascript:alert(document.cookie)')).toBeVisible();
  },
};

/** A field without sources shows no badge. */
export const Empty: Story = { args: { sources: [] } };

/** One source, several, and none. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <SourceBadge {...args} fieldLabel="Brand" sources={[makeSource(0, 'x')]} />
      <SourceBadge {...args} fieldLabel="Material" />
      <SourceBadge {...args} fieldLabel="Colour" sources={[]} />
    </div>
  ),
};
