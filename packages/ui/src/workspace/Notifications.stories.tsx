import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ToastKind } from '../primitives/Toast/toastState';
import { Button } from '../primitives/Button/Button';
import { NotificationProvider, useNotifications } from './Notifications';

const samples: Record<ToastKind, string> = {
  success: 'Review submitted successfully!',
  error: 'Error during logout',
  warning: 'Low credits warning! Only 90 credits available.',
  info: 'User Settings arrive with a later release.',
};

/** Buttons deep in the tree raising notifications through the provider. */
function Raise({ sticky = false }: { sticky?: boolean }) {
  const { show } = useNotifications();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(Object.keys(samples) as ToastKind[]).map((kind) => (
        <Button
          key={kind}
          data-story-chrome
          onClick={() => show({ kind, message: samples[kind], duration: sticky ? null : undefined })}
        >
          {`Notify ${kind}`}
        </Button>
      ))}
    </div>
  );
}

const meta: Meta<typeof NotificationProvider> = {
  title: 'ui/workspace/Notifications',
  component: NotificationProvider,
  render: () => (
    <NotificationProvider>
      <Raise />
    </NotificationProvider>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Raise one, then dismiss it (each dismisses itself after 5 s). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify success' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(samples.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

/** Nothing raised yet: the region is empty. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  },
};

/** An error notification, announced as an alert. */
export const ErrorState: Story = {
  name: 'Error',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify error' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(samples.error);
  },
};

/** All four kinds at once, staying until dismissed. */
export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <NotificationProvider>
      <Raise sticky />
    </NotificationProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const kind of Object.keys(samples))
      await userEvent.click(canvas.getByRole('button', { name: `Notify ${kind}` }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(4));
  },
};
