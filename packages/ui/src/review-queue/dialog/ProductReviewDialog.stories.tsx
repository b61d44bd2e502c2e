import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ModalStatesPage } from '../../test/modalStates';
import { apiFailure, never } from '../../test/fixtureApi';
import { productDetail, queueProduct } from '../../test/reviewQueue';
import { ProductReviewDemo, type ProductReviewDemoProps } from '../../test/productReviewDialog';

const meta: Meta<ProductReviewDemoProps> = {
  title: 'ui/review-queue/dialog/ProductReviewDialog',
  component: ProductReviewDemo,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<ProductReviewDemoProps>;

const dialog = () => screen.findByRole('dialog', { name: 'Review Product: SKU-10482' });

/** The catalogue's edit action: Edit opens the dialog on that product; Approve closes it and the message stays on the page. */
export const Default: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SKU-10482' }));
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Basic Information/ });
    await expect(within(d).queryByRole('button', { name: /^Next/ })).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: /^Approve/ }));
    await screen.findByText('Product approved successfully! ✅');
    // The dialog leaves after its closing transition: a loaded machine may take longer than waitFor's default second.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(screen.getByTestId('host-status')).toHaveTextContent('Status: approved');
  },
};

/** An approved product opened in edit mode: it can be edited and its decision changed (PUT review). */
export const DecidedProductInEditMode: Story = {
  args: { status: 'approved', defaultOpen: true, initialMode: 'edit' },
  play: async () => {
    const d = await dialog();
    await within(d).findByLabelText('Model');
    await expect(within(d).getByRole('button', { name: 'Edit Mode' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The product is still loading. */
export const Loading: Story = {
  args: { defaultOpen: true, overrides: { getProduct: never, getRawProduct: never, getRawProductFields: never } },
};

/** A product without enhanced fields yet. */
export const Empty: Story = {
  args: { defaultOpen: true, overrides: { getProduct: () => productDetail(queueProduct(0), []) } },
};

/** The product fails to load. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    defaultOpen: true,
    overrides: {
      getProduct: () => {
        throw apiFailure(500, 'Product service unavailable');
      },
    },
  },
};

const allStates: Array<{ label: string; props: ProductReviewDemoProps }> = [
  { label: 'Closed (press Edit)', props: {} },
  { label: 'Pending product, view mode', props: { defaultOpen: true } },
  { label: 'Approved product, edit mode', props: DecidedProductInEditMode.args! },
  { label: 'Loading', props: Loading.args! },
  { label: 'Empty', props: Empty.args! },
  { label: 'Error', props: ErrorState.args! },
];

/** Every state, one at a time: pick one with the radio buttons behind the dialog, after closing it. */
export const AllStates: Story = {
  render: () => (
    <ModalStatesPage
      title="Product review dialog"
      name="product-review-state"
      states={allStates}
      render={(props) => <ProductReviewDemo {...props} />}
    />
  ),
};
