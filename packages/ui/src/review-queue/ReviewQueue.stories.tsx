import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiFailure, createFixtureClient, FixtureApi, never } from '../test/fixtureApi';
import { germanMessages } from '../test/germanMessages';
import { CurateProvider } from '../theme/CurateProvider';
import { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';
import { COMPANY_ID, queueProducts, reviewFixtureRoutes, type ReviewFixtureOptions } from '../test/reviewQueue';

/** The widget over an in-memory review API (a test double; the real one is the Curate server). */
function QueueWithFixtures({ fixtures, ...props }: ReviewQueueProps & { fixtures?: ReviewFixtureOptions }) {
  const [client] = useState(() => createFixtureClient(reviewFixtureRoutes(fixtures)));
  return (
    <FixtureApi client={client}>
      <ReviewQueue {...props} />
    </FixtureApi>
  );
}

type Args = ReviewQueueProps & { fixtures?: ReviewFixtureOptions };

// Annotated rather than `satisfies` (see Dialog.stories: fn() types narrow composed stories otherwise).
const meta: Meta<Args> = {
  title: 'ui/review-queue/ReviewQueue',
  component: ReviewQueue,
  args: { companyId: COMPANY_ID, onReviewed: fn(), onLoadError: fn() },
  render: (args) => <QueueWithFixtures {...args} />,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<Args>;

/** A page of 20 pending products out of 26, with the counters and paging. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1-20 of 26 products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review SKU-10482' })).toBeVisible();
  },
};

/** 'Loading review queue...' while the first page is on its way. */
export const Loading: Story = {
  args: { fixtures: { overrides: { getReviewQueue: never, getReviewQueueStats: never } } },
};

/** 'No products to review' / 'All products have been reviewed!'. */
export const Empty: Story = { args: { fixtures: { products: [] } } };

/** The queue fails to load: the error is shown with a retry, and onLoadError tells the host. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    fixtures: {
      overrides: {
        getReviewQueue: () => {
          throw apiFailure(503, 'Review service is temporarily unavailable');
        },
      },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText('Failed to load the review queue: Review service is temporarily unavailable'),
    ).toBeVisible();
    await waitFor(() =>
      expect(args.onLoadError).toHaveBeenCalledWith({
        type: 'queue',
        message: 'Review service is temporarily unavailable',
      }),
    );
  },
};

/** Keyboard only: open a product from its Review button, approve with A, and the next product opens. */
export const KeyboardReview: Story = {
  args: { fixtures: { products: queueProducts(4) } },
  play: async ({ canvas, args }) => {
    const review = await canvas.findByRole('button', { name: 'Review SKU-10482' });
    review.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Review Product: SKU-10482' });
    await within(dialog).findByRole('button', { name: '3 sources for Brand' });
    await userEvent.keyboard('a');
    await screen.findByText('Product approved successfully! ✅');
    await screen.findByRole('dialog', { name: 'Review Product: SKU-10489' });
    await expect(args.onReviewed).toHaveBeenCalledWith(
      expect.objectContaining({ product_id: 'SKU-10482' }),
      'approved',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('Showing 1-3 of 3 products')).toBeVisible();
  },
};

const states: Array<{ label: string; fixtures: ReviewFixtureOptions }> = [
  { label: 'Page of products', fixtures: { products: queueProducts(5) } },
  { label: 'Loading', fixtures: { overrides: { getReviewQueue: never, getReviewQueueStats: never } } },
  { label: 'Empty', fixtures: { products: [] } },
  {
    label: 'Error',
    fixtures: {
      overrides: {
        getReviewQueue: () => {
          throw apiFailure(503, 'Review service is temporarily unavailable');
        },
      },
    },
  },
];

/** Every state on one page, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 40 }}>
      {states.map(({ label, fixtures }) => (
        <QueueWithFixtures key={label} {...args} fixtures={fixtures}>
          <ReviewQueue.Header headingLevel={3}>
            <p style={{ margin: 0 }}>
              <strong>{`State: ${label}`}</strong>
            </p>
          </ReviewQueue.Header>
          <ReviewQueue.Counters aria-label={`${label} counters`} />
          <ReviewQueue.Table caption={`${label}: products awaiting review`} footer={null} />
        </QueueWithFixtures>
      ))}
    </div>
  ),
};

/**
 * The queue and its review dialog in German (issue #21): every text from a full messages object, dates and
 * numbers formatted for de-DE — what a partner passes as <CurateProvider messages locale>.
 */
export const InGerman: Story = {
  args: {
    fixtures: { products: queueProducts(4) },
    keymap: { approve: 'a', reject: 'r', next: 'Shift+ArrowRight', close: 'Escape' },
  },
  render: (args) => (
    <CurateProvider messages={germanMessages} locale="de-DE">
      <QueueWithFixtures {...args} />
    </CurateProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Prüfwarteschlange' })).toBeVisible();
    await expect(await canvas.findByText('1–4 von 4 Produkten')).toBeVisible();
    await expect(canvas.getByText('28. Feb. 2025')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'SKU-10482 prüfen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkt prüfen: SKU-10482' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Freigeben/ })).toBeVisible());
    await expect(within(dialog).getByText('Umschalt+→')).toBeInTheDocument();
  },
};
