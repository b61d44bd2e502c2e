import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps, type DialogSize } from './Dialog';

/** A trigger button plus the dialog, with the open state held here like a widget would. */
function DialogDemo({
  open: initiallyOpen,
  onClose,
  triggerLabel = 'Open dialog',
  ...props
}: DialogProps & { triggerLabel?: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        footer={
          props.footer ?? (
            <>
              <Button onClick={close}>Cancel</Button>
              <Button variant="primary" onClick={close}>
                Export CSV
              </Button>
            </>
          )
        }
      />
    </>
  );
}

// Annotated rather than `satisfies`: storybook/test's fn() is a Vitest 3 mock type, which would
// narrow the composed stories' props and reject Vitest 4's vi.fn() in the tests.
const meta: Meta<typeof Dialog> = {
  title: 'ui/primitives/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Export products',
    description: 'Choose which products to include in the CSV file.',
    children: <p style={{ margin: 0 }}>Export current filtered view (128 products).</p>,
  },
  render: (args) => <DialogDemo {...args} />,
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Export products' });
    await expect(dialog).toHaveAccessibleDescription('Choose which products to include in the CSV file.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { open: true } };
export const Small: Story = { args: { open: true, size: 'sm' } };
export const Large: Story = { args: { open: true, size: 'lg' } };
export const ExtraLarge: Story = { args: { open: true, size: 'xl' } };

export const FullScreen: Story = {
  args: {
    open: true,
    size: 'full',
    title: 'Review Product: SKU-10482',
    description: 'Quality Score: 8.4/10',
    children: (
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Badge tone="success" dot>
          8.4/10
        </Badge>
        <span>Stainless steel water bottle, 750 ml, vacuum insulated</span>
      </div>
    ),
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="danger">Reject</Button>
        <Button variant="primary">Approve</Button>
      </>
    ),
  },
};

export const Confirmation: Story = {
  args: {
    open: true,
    size: 'sm',
    role: 'alertdialog',
    title: 'Delete product',
    description: 'Are you sure you want to delete this product?',
    children: <p style={{ margin: 0 }}>This action cannot be undone.</p>,
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="danger">Delete</Button>
      </>
    ),
  },
};

export const WithoutCloseButton: Story = { args: { open: true, showCloseButton: false, description: undefined } };

const sizes: DialogSize[] = ['sm', 'md', 'lg', 'xl', 'full'];

/** A modal shows one at a time, so this page lists a trigger per size and role. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <DialogDemo key={size} {...args} size={size} title={`Size ${size}`} triggerLabel={`Open ${size}`} />
      ))}
      <DialogDemo {...args} role="alertdialog" title="Delete product" triggerLabel="Open alertdialog" />
    </div>
  ),
};
