import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toast } from './Toast';
import { ToastStack } from './ToastStack';
import { createToast, type ToastItem, type ToastKind } from './toastState';
import { useToasts } from './useToasts';

const samples: Record<ToastKind, string> = {
  success: 'Product SKU-10482 approved.',
  error: 'Could not save changes. Please try again.',
  warning: 'Your credit balance is low.',
  info: 'Import started: 250 products queued.',
};
const kinds = Object.keys(samples) as ToastKind[];

/** Buttons that raise notifications into a ToastStack, as the workspace shell will. */
function NotificationDemo({ initial = [] }: { initial?: ToastItem[] }) {
  const { toasts, show, dismiss } = useToasts(initial);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {kinds.map((kind) => (
        <Button key={kind} onClick={() => show({ kind, message: samples[kind] })}>
          {`Notify ${kind}`}
        </Button>
      ))}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}

const meta: Meta<typeof Toast> = {
  title: 'ui/primitives/Toast',
  component: Toast,
  args: { kind: 'info', children: samples.info, duration: null, onDismiss: fn() },
  parameters: { docs: { story: { inline: false, height: '240px' } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The notification stack: raise a toast, then dismiss it (each one auto-dismisses after 5 s). */
export const Default: Story = {
  render: () => <NotificationDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify success' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region.closest('[data-slot="portal"]')).not.toBeNull();
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(samples.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const Success: Story = {
  args: { kind: 'success', children: samples.success },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
export const ErrorKind: Story = {
  name: 'Error',
  args: { kind: 'error', children: samples.error },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(samples.error);
  },
};
export const Warning: Story = { args: { kind: 'warning', children: samples.warning } };
export const Info: Story = {};
export const WithTitle: Story = {
  args: { kind: 'warning', title: 'Account suspended', children: 'Contact your administrator.' },
};
export const NotDismissible: Story = { args: { onDismiss: undefined } };

/** A stack with every kind at once, fixed top right. */
export const Stack: Story = {
  render: () => (
    <NotificationDemo
      initial={kinds.map((kind) => createToast({ kind, message: samples[kind], duration: null }, kind))}
    />
  ),
};

/** Every kind with and without a title, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      {kinds.map((kind) => (
        <Toast key={kind} {...args} kind={kind}>
          {samples[kind]}
        </Toast>
      ))}
      {kinds.map((kind) => (
        <Toast key={`${kind}-title`} {...args} kind={kind} title={kind[0]?.toUpperCase() + kind.slice(1)}>
          {samples[kind]}
        </Toast>
      ))}
    </div>
  ),
};
