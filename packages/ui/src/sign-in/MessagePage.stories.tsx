import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { NotFoundPage, UnauthorizedPage } from './MessagePage';

const meta: Meta<typeof UnauthorizedPage> = {
  title: 'ui/sign-in/MessagePages',
  component: UnauthorizedPage,
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj<typeof meta>;

const onBack = fn();

/** /unauthorized (spec part 1 §2, §6), with a way back. */
export const Default: Story = {
  args: { actions: <Button onClick={onBack}>Back to sign in</Button> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Access denied');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

/** The not-found page for any unknown path. */
export const NotFound: Story = {
  render: () => (
    <NotFoundPage
      actions={
        <Button variant="primary" data-story-chrome>
          Go to the start page
        </Button>
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  },
};

/** Without actions. */
export const Plain: Story = {};

/** Both pages, for visual review. */
export const AllStates: Story = {
  name: 'All states',
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
      <UnauthorizedPage style={{ minHeight: 'auto' }} />
      <UnauthorizedPage style={{ minHeight: 'auto' }} actions={<Button>Back to sign in</Button>} />
      <NotFoundPage style={{ minHeight: 'auto' }} />
      <NotFoundPage
        style={{ minHeight: 'auto' }}
        message="No page at /nope/deep/path."
        actions={<Button variant="primary">Go to the start page</Button>}
      />
    </div>
  ),
};
