import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';
import curateStyles from '../styles.css?inline';
import { ShadowHost } from '../test/shadowHost';
import { CurateProvider } from './CurateProvider';

const sample = (
  <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: 16 }}>
    <Button variant="primary">Approve</Button>
    <Button>Cancel</Button>
    <Badge tone="info">pending</Badge>
  </div>
);

const meta: Meta<typeof CurateProvider> = {
  title: 'ui/theme/CurateProvider',
  component: CurateProvider,
  args: { children: sample },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A partner's appearance: tokens are set inline on this provider's root and every part follows. */
export const PartnerAppearance: Story = {
  args: {
    appearance: { colorPrimary: '#047857', radius: 12, fontFamily: "Georgia, 'Times New Roman', serif", fontSize: 15 },
    className: 'partner-portal',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Approve' });
    const root = button.closest('.partner-portal') as HTMLElement;
    await expect(root.style.getPropertyValue('--curate-color-primary')).toBe('#047857');
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(4, 120, 87)');
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('12px');
    await expect(root.querySelector(':scope > [data-slot="portal"]')).not.toBeNull();
  },
};

/** All states: the default theme next to a partner theme. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CurateProvider {...args} />
      <CurateProvider {...args} appearance={{ colorPrimary: '#b91c1c', radius: 0 }} />
      <CurateProvider {...args} appearance={{ colorPrimary: '#047857', radius: 16, fontSize: 16 }} />
    </div>
  ),
};

function ShadowDialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Export products"
        description="Choose which products to include in the CSV file."
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <label>
          File name <input defaultValue="products.csv" />
        </label>
      </Dialog>
    </div>
  );
}

/**
 * Inside a shadow root of the page's own (issue #21): Curate's stylesheet adopted there through `styles`, and the
 * dialog a native modal <dialog> that stays in the shadow root, themed, with focus inside and Esc closing it.
 */
export const InShadowRoot: Story = {
  render: () => (
    <ShadowHost data-testid="shadow-host">
      <CurateProvider styles={curateStyles} appearance={{ colorPrimary: '#047857' }}>
        <ShadowDialogDemo />
      </CurateProvider>
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    const shadow = await waitFor(() => {
      const root = canvasElement.querySelector<HTMLElement>('[data-testid="shadow-host"]')?.shadowRoot;
      if (!root?.querySelector('button')) throw new Error('not rendered yet');
      return root;
    });
    const open = shadow.querySelector('button')!;
    await expect(getComputedStyle(open).backgroundColor).toBe('rgb(4, 120, 87)');
    await userEvent.click(open);
    const dialog = await waitFor(() => {
      const found = shadow.querySelector<HTMLDialogElement>('dialog.curate-Dialog');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    await expect(dialog.open).toBe(true);
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(document.getElementById('headlessui-portal-root')).toBeNull();
    await waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shadow.querySelector('dialog')).toBeNull());
    await expect(shadow.activeElement).toBe(open);
  },
};
