import type { AdminBillingAccount, CompanyBillingRow } from '@curate/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_COMPANIES } from '../test/billingAdmin';
import { ManageCreditsDialog, type ManageCreditsTab } from './ManageCreditsDialog';

interface Args {
  company: CompanyBillingRow | null;
  account?: AdminBillingAccount | null;
  defaultTab?: ManageCreditsTab;
  pending?: { credits?: boolean; limits?: boolean; status?: boolean };
  onApplyCredits: (body: unknown) => Promise<unknown>;
  onUpdateLimits: (body: unknown) => Promise<unknown>;
  onUpdateStatus: (body: unknown) => Promise<unknown>;
  onClose: () => void;
}

const ACME = FIXTURE_COMPANIES[0]!;
const ACCOUNT: AdminBillingAccount = {
  company_id: ACME.company_id,
  company_name: ACME.company_name,
  current_balance: ACME.current_balance,
  daily_spent: 45,
  monthly_spent: 1845,
  internal_daily_limit: 500,
  internal_monthly_limit: null,
  internal_limit_mode: 'soft_alert',
  daily_spend_limit: 300,
  monthly_spend_limit: null,
  allow_overages: false,
  max_negative_balance: -1000,
  low_balance_threshold: 1000,
  is_active: true,
  account_suspended: false,
  suspension_reason: null,
  token_statistics: null,
};

/** The Manage Credits modal on its own, its writes recorded (the overview's stories drive it over the fixture API). */
const meta: Meta<Args> = {
  title: 'ui/billing-admin/ManageCreditsDialog',
  component: ManageCreditsDialog as never,
  args: {
    company: ACME,
    account: ACCOUNT,
    onApplyCredits: fn(async () => undefined),
    onUpdateLimits: fn(async () => undefined),
    onUpdateStatus: fn(async () => undefined),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<Args>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Add/Remove Credits: the description is optional here; a removal is sent negative. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Acme Tools' }));
    expect(dialog.getByText('Current balance: 4,250 credits')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Remove Credits' }));
    await userEvent.type(dialog.getByLabelText('Amount *'), '75');
    await userEvent.type(dialog.getByLabelText('Internal Notes'), 'Duplicate charge');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Credits' }));
    expect(args.onApplyCredits).toHaveBeenCalledWith({ amount: -75, notes: 'Duplicate charge' });
  },
};

/** Internal Limits: the stored limits and mode; a daily limit that is not a number is refused. */
export const InternalLimits: Story = {
  args: { defaultTab: 'limits' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Acme Tools' }));
    expect(dialog.getByLabelText('Daily Limit (credits)')).toHaveValue(500);
    expect(dialog.getByLabelText('Monthly Limit (credits)')).toHaveValue(null);
    expect(dialog.getByLabelText('Enforcement Mode')).toHaveValue('soft_alert');
    await userEvent.clear(dialog.getByLabelText('Monthly Limit (credits)'));
    await userEvent.type(dialog.getByLabelText('Monthly Limit (credits)'), '12000');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Limits' }));
    expect(args.onUpdateLimits).toHaveBeenCalledWith({
      internal_daily_limit: 500,
      internal_monthly_limit: 12000,
      internal_limit_mode: 'soft_alert',
    });
  },
};

/** Internal Limits while the account loads: empty fields (no limit). */
export const LimitsLoading: Story = { args: { defaultTab: 'limits', account: null } };

/** Account Status of a suspended company: its reason, the warning, Active to reactivate. */
export const AccountStatus: Story = {
  args: { defaultTab: 'status', company: FIXTURE_COMPANIES[3]! },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Initech Parts' }));
    expect(dialog.getByLabelText('Suspension Reason *')).toHaveValue('Invoice 2026-10 unpaid');
    expect(dialog.getByRole('note')).toHaveTextContent(
      'Suspending an account immediately blocks all enhancement operations.',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    expect(args.onUpdateStatus).toHaveBeenCalledWith({ suspended: false, reason: null });
  },
};

/** A write under way: the button is busy. */
export const Submitting: Story = { args: { pending: { credits: true } } };

/** A refused write: the message the handler rejects with. */
export const Refused: Story = {
  args: { onApplyCredits: fn(async () => Promise.reject(new Error('Failed to apply credits'))) },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Acme Tools' }));
    await userEvent.type(dialog.getByLabelText('Amount *'), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Credits' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to apply credits');
  },
};
