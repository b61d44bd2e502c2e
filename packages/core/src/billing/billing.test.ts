import { describe, expect, it } from 'vitest';
import {
  CONTACT_ADMIN_MESSAGE,
  LOW_CREDIT_TOAST_MS,
  availableCredits,
  canManageBilling,
  creditWarningDue,
  usageSummary,
} from './credits';
import { lowCreditsMessage, NO_CREDITS_MESSAGE } from '../contract/index';
import { createFormat, defaultMessages, mergeMessages } from '../messages/index';
import { billingPollInterval } from '../shared/balancePoll';
import {
  clampPage,
  creditHistoryDates,
  creditHistoryRangeLabel,
  customRangeProblem,
  pageNumbers,
  totalPages,
  transactionTypeLabel,
} from './history';

const account = (current_balance: number, allow_overages = false, max_negative_balance = -1000) => ({
  current_balance,
  allow_overages,
  max_negative_balance,
});

describe('available credits (spec part 3 §4)', () => {
  it('is the balance floored at 0 without overages', () => {
    expect(availableCredits(account(150))).toBe(150);
    expect(availableCredits(account(-40))).toBe(0);
  });
  it('adds the allowed overdraft with overages, minus the deficit when negative', () => {
    expect(availableCredits(account(150, true, -300))).toBe(450);
    expect(availableCredits(account(-100, true, -300))).toBe(200);
    expect(availableCredits(account(-300, true, -300))).toBe(0);
    expect(availableCredits(account(-400, true, -300))).toBe(0);
  });
});

describe('credit warnings (spec part 3 §8, §9)', () => {
  const MIN = 60_000;
  it('says no credits remain at 0 available, and warns below 15 with the available count', () => {
    expect(creditWarningDue(account(0), { now: 0, lastShownAt: null })).toEqual({
      kind: 'none-left',
      message: NO_CREDITS_MESSAGE,
    });
    expect(creditWarningDue(account(14), { now: 0, lastShownAt: null })?.message).toBe(
      'Low credits warning! Only 14 credits available.',
    );
    expect(lowCreditsMessage(3)).toBe('Low credits warning! Only 3 credits available.');
    expect(creditWarningDue(account(15), { now: 0, lastShownAt: null })).toBeNull();
  });
  it('shows a warning 10 s, and repeats a low one after 10 minutes and a none-left one after 5, unless forced', () => {
    expect(LOW_CREDIT_TOAST_MS).toBe(10_000);
    expect(creditWarningDue(account(10), { now: 9 * MIN, lastShownAt: 0 })).toBeNull();
    expect(creditWarningDue(account(10), { now: 10 * MIN, lastShownAt: 0 })?.kind).toBe('low');
    expect(creditWarningDue(account(10), { now: MIN, lastShownAt: 0, forced: true })?.kind).toBe('low');
    expect(creditWarningDue(account(0), { now: 4 * MIN, lastShownAt: 0 })).toBeNull();
    expect(creditWarningDue(account(0), { now: 5 * MIN, lastShownAt: 0 })?.kind).toBe('none-left');
  });
});

describe('billing poll schedule (spec part 3 §9)', () => {
  it('polls every second with jobs running, then slows as the last change ages', () => {
    expect(billingPollInterval({ activeJobs: true, msSinceChange: null })).toBe(1_000);
    expect(billingPollInterval({ activeJobs: false, msSinceChange: 9_999 })).toBe(2_000);
    expect(billingPollInterval({ activeJobs: false, msSinceChange: 10_000 })).toBe(5_000);
    expect(billingPollInterval({ activeJobs: false, msSinceChange: 59_999 })).toBe(5_000);
    expect(billingPollInterval({ activeJobs: false, msSinceChange: 60_000 })).toBe(15_000);
    expect(billingPollInterval({ activeJobs: false, msSinceChange: 299_999 })).toBe(15_000);
    expect(billingPollInterval({ activeJobs: false, msSinceChange: 300_000 })).toBe(30_000);
    expect(billingPollInterval({ activeJobs: false, msSinceChange: null })).toBe(30_000);
  });
});

describe('who manages limits (spec part 3 §2)', () => {
  it('is a tenant admin or the super-admin; others are told to contact their admin', () => {
    expect(canManageBilling(['tenant-admin'])).toBe(true);
    expect(canManageBilling(['super-admin'])).toBe(true);
    expect(canManageBilling(['tenant-user'])).toBe(false);
    expect(CONTACT_ADMIN_MESSAGE).toBe('Contact your admin to modify limits');
  });
});

describe('credit history filters and paging (spec part 3 §2, §4, §9)', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it('turns a range into the dates sent', () => {
    expect(creditHistoryDates('30', now)).toEqual({ start_date: '2026-10-26T12:00:00.000Z' });
    expect(creditHistoryDates('7', now)).toEqual({ start_date: '2026-11-18T12:00:00.000Z' });
    expect(creditHistoryDates('all', now)).toEqual({});
    expect(creditHistoryDates('custom', now, { start: '2026-11-01', end: '2026-11-10' })).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-10',
    });
    expect(creditHistoryDates('custom', now, { start: '2026-11-01' })).toEqual({ start_date: '2026-11-01' });
  });
  it('refuses a reversed custom range', () => {
    expect(customRangeProblem({ start: '2026-11-10', end: '2026-11-01' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(customRangeProblem({ start: '2026-11-10', end: '2026-11-10' })).toBeNull();
  });
  it('shows up to 5 page numbers around the current page, inside 1 to total pages', () => {
    expect(totalPages(0, 50)).toBe(1);
    expect(totalPages(101, 50)).toBe(3);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
  });
});

describe('credit usage summary (the chart in words)', () => {
  it('totals the days and names the busiest one; says so when nothing was used', () => {
    const days = [
      { date: '2026-11-23', credits_used: 0 },
      { date: '2026-11-24', credits_used: 1_200 },
      { date: '2026-11-25', credits_used: 45 },
    ];
    expect(usageSummary(days)).toEqual({
      total: 1_245,
      peak: { date: '2026-11-24', credits: 1_200 },
      text: '1,245 credits used over the last 3 days; the most on 2026-11-24 (1,200 credits).',
    });
    expect(usageSummary(days.map((d) => ({ ...d, credits_used: 0 }))).text).toBe(
      'No credits used over the last 3 days.',
    );
    expect(usageSummary([]).peak).toBeNull();
  });
});

describe('texts from the messages object (issue #21)', () => {
  const de = mergeMessages(defaultMessages, {
    billing: {
      noCreditsLeft: 'Kein Guthaben mehr!',
      lowCredits: (n) => `Nur noch ${n} Credits.`,
      usageSummary: (total, days, date, peak) => `${total} Credits in ${days} Tagen; Spitze ${date} (${peak}).`,
      noUsage: (days) => `Nichts in ${days} Tagen.`,
      reversedRange: 'Start nach Ende',
      rangeAll: 'Gesamt',
    },
  }).billing;

  it('the English defaults are the spec texts the contract and the server use', () => {
    expect(defaultMessages.billing.noCreditsLeft).toBe(NO_CREDITS_MESSAGE);
    expect(defaultMessages.billing.lowCredits(7)).toBe(lowCreditsMessage(7));
    expect(defaultMessages.billing.limitAboveMaximum(500)).toBe(
      'Cannot exceed maximum limit of 500 credits set by administrator',
    );
    expect(transactionTypeLabel('credit_purchase')).toBe('Credit Purchase');
  });

  it('words the warnings, the usage summary and the range problem with the given texts and locale', () => {
    expect(creditWarningDue(account(0), { now: 0, lastShownAt: null }, de)?.message).toBe('Kein Guthaben mehr!');
    expect(creditWarningDue(account(9), { now: 0, lastShownAt: null }, de)?.message).toBe('Nur noch 9 Credits.');
    const days = [
      { date: '2026-11-24', credits_used: 1_200.5 },
      { date: '2026-11-25', credits_used: 45 },
    ];
    expect(usageSummary(days, de, createFormat('de-DE')).text).toBe(
      '1.245,5 Credits in 2 Tagen; Spitze 2026-11-24 (1.200,5).',
    );
    expect(usageSummary([{ date: '2026-11-25', credits_used: 0 }], de).text).toBe('Nichts in 1 Tagen.');
    expect(customRangeProblem({ start: '2026-11-20', end: '2026-11-01' }, de)).toBe('Start nach Ende');
    expect(creditHistoryRangeLabel('all', de)).toBe('Gesamt');
    expect(creditHistoryRangeLabel('30')).toBe('Last 30 days');
  });
});
