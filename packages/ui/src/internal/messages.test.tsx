// Issue #21: every text a converted widget shows comes from the messages object. Each story of the
// widgets partners embed is rendered with every message replaced by a marker ('⟦namespace.key⟧') and a
// locale without Latin letters in its dates (ja-JP); any visible text or accessible name left with a
// Latin letter that is neither a marker nor data the story was given is a literal English string.
import { composeStories, type composeStory } from '@storybook/react-vite';
import type { CurateMessagesOverrides } from '@curate/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurateProvider } from '../theme/CurateProvider';
import { collectStrings, markerMessages, unexplained, visibleTexts } from '../test/messageMarkers';
import * as billingFixtures from '../test/billing';
import * as catalogFixtures from '../test/catalog';
import * as dashboardFixtures from '../test/dashboard';
import * as productDetailFixtures from '../test/productDetail';
import * as productFieldsFixtures from '../test/productFields';
import * as reviewQueueFixtures from '../test/reviewQueue';
import * as billingStories from '../billing/Billing.stories';
import * as usersFixtures from '../test/users';
import * as catalogStories from '../catalog/Catalog.stories';
import * as dashboardStories from '../dashboard/Dashboard.stories';
import * as productDetailStories from '../product-detail/ProductDetail.stories';
import * as addFieldBoxStories from '../product-fields/AddFieldBox.stories';
import * as createFieldDialogStories from '../product-fields/CreateFieldDialog.stories';
import * as fieldEditorStories from '../product-fields/FieldEditor.stories';
import * as fieldGroupListStories from '../product-fields/FieldGroupList.stories';
import * as fieldRowStories from '../product-fields/FieldRow.stories';
import * as fieldValueStories from '../product-fields/FieldValue.stories';
import * as qualityScoreBadgeStories from '../product-fields/QualityScoreBadge.stories';
import * as sourceBadgeStories from '../product-fields/SourceBadge.stories';
import * as reviewQueueStories from '../review-queue/ReviewQueue.stories';
import * as productReviewDialogStories from '../review-queue/dialog/ProductReviewDialog.stories';
import * as reviewDialogStories from '../review-queue/dialog/ReviewDialog.stories';
import * as userManagementStories from '../users/UserManagement.stories';
import * as invitationAcceptStories from '../users/InvitationAccept.stories';
import * as billingAdminFixtures from '../test/billingAdmin';
import * as companiesFixtures from '../test/companies';
import * as billingOverviewStories from '../billing-admin/BillingOverview.stories';
import * as companyBillingAdminStories from '../billing-admin/CompanyBillingAdmin.stories';
import * as manageCreditsDialogStories from '../billing-admin/ManageCreditsDialog.stories';
import * as companyManagementStories from '../companies/CompanyManagement.stories';

// The data the stories show: every answer of the fixture API, every failure it throws, every prefilled
// cache entry (collected by wrapping the fixture client), plus the stories' args.
const data = new Set<string>();
const fixtureData = new Set<string>();
vi.mock('../test/fixtureApi', async (importOriginal) => {
  const original = await importOriginal<typeof import('../test/fixtureApi')>();
  const { createElement } = await import('react');
  return {
    ...original,
    createFixtureClient: (...args: Parameters<typeof original.createFixtureClient>) => {
      const client = original.createFixtureClient(...args);
      const request = client.request;
      client.request = (async (...call: Parameters<typeof request>) => {
        try {
          const answer = await request(...call);
          collectStrings(answer, data);
          return answer;
        } catch (error) {
          collectStrings(error, data);
          throw error;
        }
      }) as typeof request;
      return client;
    },
    FixtureApi: (props: Parameters<typeof original.FixtureApi>[0]) =>
      createElement(original.FixtureApi, {
        ...props,
        prefill: (queryClient) => {
          props.prefill?.(queryClient);
          for (const query of queryClient.getQueryCache().getAll()) collectStrings(query.state.data, data);
        },
      }),
  };
});

const suites = {
  ReviewQueue: reviewQueueStories,
  ReviewDialog: reviewDialogStories,
  ProductReviewDialog: productReviewDialogStories,
  Catalog: catalogStories,
  ProductDetail: productDetailStories,
  AddFieldBox: addFieldBoxStories,
  CreateFieldDialog: createFieldDialogStories,
  FieldEditor: fieldEditorStories,
  FieldGroupList: fieldGroupListStories,
  FieldRow: fieldRowStories,
  FieldValue: fieldValueStories,
  QualityScoreBadge: qualityScoreBadgeStories,
  SourceBadge: sourceBadgeStories,
  Billing: billingStories,
  Dashboard: dashboardStories,
  UserManagement: userManagementStories,
  InvitationAccept: invitationAcceptStories,
};
// The suites' story types differ too much for TypeScript to compose their union; each is a composed story.
type ComposedStory = ReturnType<typeof composeStory>;
// Company Management's logos show the initials of the companies' names (data, not words).
for (const { company_name: name } of companiesFixtures.FIXTURE_COMPANIES)
  fixtureData.add(
    name
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join(''),
  );
// The super-admin screens (billing admin, companies).
Object.assign(suites, {
  BillingOverview: billingOverviewStories,
  CompanyBillingAdmin: companyBillingAdminStories,
  ManageCreditsDialog: manageCreditsDialogStories,
  CompanyManagement: companyManagementStories,
});

// AllStates pages repeat the other stories with labels of their own (story markup, not the widget's);
// the stories in a second language show no markers by design. Other story markup is marked data-story-chrome.
const SKIP = new Set<string>(['AllStates', 'InGerman', 'InFrench']);

// Data the stories build from the fixture modules without the fixture API (e.g. fields given as props).
const fixtureModules: object[] = [productFieldsFixtures, reviewQueueFixtures, productDetailFixtures, catalogFixtures];
fixtureModules.push(dashboardFixtures);
fixtureModules.push(usersFixtures);
fixtureModules.push(billingFixtures);
fixtureModules.push(billingAdminFixtures, companiesFixtures);
for (const module of fixtureModules) {
  for (const value of Object.values(module)) {
    if (typeof value !== 'function') collectStrings(value, fixtureData);
    else if (value.length === 0 && !/^[A-Z]/.test(value.name)) {
      try {
        const made = (value as () => unknown)();
        if (made instanceof Promise) made.catch(() => undefined);
        else collectStrings(made, fixtureData);
      } catch {
        // needs arguments after all
      }
    }
  }
}

/** Every text on the page not explained by a marker or the story's data. */
function literalTexts() {
  const values = [...data].sort((a, b) => b.length - a.length);
  return visibleTexts(document.body)
    .map(({ where, text }) => ({ where, text, left: unexplained(text, values) }))
    .filter((found) => found.left !== null);
}

const click =
  (selector: string, index = 0) =>
  async () => {
    const target = document.querySelectorAll<HTMLElement>(selector)[index];
    if (!target) throw new Error(`nothing matches ${selector}`);
    await userEvent.click(target);
  };
const pressEscape = async () => {
  await userEvent.keyboard('{Escape}');
};
const typeInto =
  (selector: string, text: string, index = 0) =>
  async () => {
    const target = document.querySelectorAll<HTMLInputElement>(selector)[index];
    if (!target) throw new Error(`nothing matches ${selector}`);
    await userEvent.clear(target);
    await userEvent.type(target, text);
  };
const choose = (selector: string, value: string) => async () => {
  const target = document.querySelector<HTMLSelectElement>(selector);
  if (!target) throw new Error(`nothing matches ${selector}`);
  await userEvent.selectOptions(target, value);
};

type Step = (check: () => Promise<void>) => Promise<void>;
const step =
  (action: () => Promise<void>): Step =>
  async (check) => {
    await action();
    await check();
  };

// Every field of the filter panel: its Add Filter dialog (text, number, boolean, select and free inputs).
const everyAddFilter: Step = async (check) => {
  for (const group of document.querySelectorAll<HTMLElement>('.curate-Catalog-fieldGroup')) {
    await userEvent.click(group.querySelector<HTMLElement>('.curate-Catalog-fieldGroupToggle')!);
    for (const add of group.querySelectorAll<HTMLElement>('.curate-Catalog-field .curate-Catalog-iconButton')) {
      await userEvent.click(add);
      await check();
      await pressEscape();
    }
  }
};

// Every job's details dialog, and the re-run confirmation where a job offers it.
const everyJobDetails: Step = async (check) => {
  const rows = document.querySelectorAll('[data-slot="job-row"]').length;
  for (let index = 0; index < rows; index++) {
    await click('[data-slot="job-row"] button', index)();
    await check();
    const rerun = [...document.querySelectorAll<HTMLElement>('.curate-Dashboard-actions button')].find((b) =>
      b.textContent?.includes('dashboard.rerunJob'),
    );
    if (rerun) {
      await userEvent.click(rerun);
      await check();
      await pressEscape();
    }
    await pressEscape();
  }
};

/** Clicks the button whose text shows the marker of `key` ('users.changeRole'). */
const clickMarked = (key: string) => async () => {
  const marked = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].find((b) => b.textContent?.includes(`⟦${key}⟧`));
  const target = marked('[role="dialog"] button') ?? marked('button');
  if (!target) throw new Error(`no button shows ${key}`);
  await userEvent.click(target);
};
const typeIntoMarked = (label: string, text: string) => async () => {
  await userEvent.type(screen.getByLabelText(`⟦${label}⟧`), text);
};
// User Management's dialogs: Create User (with a contract validation message), Invite User (and its link),
// both steps of Change User Role, Confirm User Removal, then the invitations tab.
const everyUserDialog: Step[] = [
  step(clickMarked('users.createUser')),
  step(async () => {
    await typeIntoMarked('users.email', 'nope')();
    await typeIntoMarked('users.fullName', 'Ann')();
    await userEvent.click(document.querySelector<HTMLElement>('[role="dialog"] button[type="submit"]')!);
  }),
  step(pressEscape),
  step(clickMarked('users.inviteUser')),
  step(async () => {
    await typeIntoMarked('users.email', 'erin@acme.test')();
    await typeIntoMarked('users.fullName', 'Erin Example')();
    await clickMarked('users.sendInvitation')();
  }),
  step(pressEscape),
  step(click('.curate-UserManagement-actions button:not([disabled])', 0)),
  step(clickMarked('users.changeRole')),
  step(pressEscape),
  step(click('.curate-UserManagement-actions button:not([disabled])', 1)),
  step(pressEscape),
  step(click('.curate-UserManagement-tab', 1)),
];

const INTERACTIONS: Record<string, Step[]> = {
  'Catalog: Default': [step(click('.curate-Catalog-exportButton')), step(pressEscape), everyAddFilter],
  'ReviewQueue: Default': [step(click('[data-column="actions"] button')), step(click('[aria-pressed="false"]'))],
  'ProductDetail: Default': [step(click('.curate-ProductDetail-modes [aria-pressed="false"]'))],
  // Configure Spending Limits with both refusals, the usage table, then Credit History with a reversed range.
  'Billing: AdminDashboard': [
    step(click('.curate-Billing-actions button')),
    step(async () => {
      await typeInto('[data-slot="limits-form"] input', '1.5')();
      await click('button[type="submit"]')();
    }),
    step(async () => {
      await typeInto('[data-slot="limits-form"] input', '600')();
      await click('button[type="submit"]')();
    }),
    step(pressEscape),
    step(click('.curate-Billing-viewToggle [aria-pressed="false"]')),
    step(click('.curate-Billing-header button')),
    step(async () => {
      await choose('.curate-Billing-filters select', 'custom')();
      await typeInto('.curate-Billing-filters input[type="date"]', '2026-11-20')();
      await typeInto('.curate-Billing-filters input[type="date"]', '2026-11-01', 1)();
    }),
  ],
  'Billing: ConfigureLimitsFails': [
    step(click('.curate-Billing-actions button')),
    step(click('button[type="submit"]')),
  ],
  'Dashboard: Default': [everyJobDetails],
  'UserManagement: Default': everyUserDialog,
};

// The super-admin screens: every tab, dialog and refusal, and a toast of each kind of action. What is typed
// into a field is data, added to the story's data as it is typed.
const typed = (label: string, text: string) => async () => {
  data.add(text);
  // The label may go on after its marker (' *' of a required field).
  const field = screen.getByLabelText((content) => content.startsWith(`⟦${label}⟧`));
  await userEvent.clear(field);
  await userEvent.type(field, text);
};
const submitDialog = async () => {
  await userEvent.click(document.querySelector<HTMLElement>('[role="dialog"] button[type="submit"]')!);
};
INTERACTIONS['BillingOverview: Default'] = [
  step(typed('billingAdmin.searchCompanies', 'zzz')),
  step(async () => {
    await userEvent.clear(screen.getByLabelText('⟦billingAdmin.searchCompanies⟧'));
    await clickMarked('billingAdmin.manage')();
  }),
  step(submitDialog),
  step(clickMarked('billingAdmin.tabInternalLimits')),
  step(async () => {
    await typed('billingAdmin.dailyLimit', '-5')();
    await submitDialog();
  }),
  step(clickMarked('billingAdmin.tabAccountStatus')),
  step(async () => {
    await userEvent.click(screen.getByLabelText('⟦billingAdmin.suspended⟧'));
    await submitDialog();
  }),
  step(async () => {
    await clickMarked('billingAdmin.tabAddRemoveCredits')();
    await typed('billingAdmin.amount', '500')();
    await submitDialog();
  }),
];
INTERACTIONS['CompanyBillingAdmin: Default'] = [
  step(clickMarked('common.next')),
  step(async () => {
    await typed('billingAdmin.amount', '250')();
    await typed('billingAdmin.description', 'Goodwill credit')();
    await clickMarked('billingAdmin.addCredits')();
  }),
  step(clickMarked('billingAdmin.tabSpendingLimits')),
  step(async () => {
    await typed('billingAdmin.dailyLimit', '-5')();
    await clickMarked('billingAdmin.updateLimits')();
  }),
  step(clickMarked('billingAdmin.tabAccountStatus')),
  step(clickMarked('billingAdmin.suspendAccount')),
  step(clickMarked('billingAdmin.confirmSuspension')),
  step(async () => {
    await userEvent.click(screen.getByLabelText('⟦billingAdmin.allowOverages⟧'));
    await typed('billingAdmin.maxNegativeBalance', '250')();
    await clickMarked('billingAdmin.updateOverages')();
  }),
  step(clickMarked('billingAdmin.activateAccount')),
  step(pressEscape),
  step(clickMarked('billingAdmin.tabTokenAnalytics')),
  step(clickMarked('common.next')),
  step(clickMarked('billingAdmin.exportCsv')),
  step(async () => {
    await clickMarked('billingAdmin.periodCustomRange')();
    await typed('billingAdmin.startDate', '2026-11-20')();
    await typed('billingAdmin.endDate', '2026-11-01')();
  }),
  step(async () => {
    await userEvent.clear(screen.getByLabelText('⟦billingAdmin.startDate⟧'));
  }),
];
INTERACTIONS['ManageCreditsDialog: Default'] = [
  step(async () => {
    await userEvent.click(screen.getByLabelText('⟦billingAdmin.removeCredits⟧'));
    await typed('billingAdmin.amount', '1.5')();
    await submitDialog();
  }),
];
INTERACTIONS['CompanyManagement: Default'] = [
  step(clickMarked('companies.createCompany')),
  step(submitDialog),
  step(async () => {
    await typed('companies.companyCode', 'Bad Code')();
    await typed('companies.adminEmail', 'nope')();
    await submitDialog();
  }),
  step(pressEscape),
  step(clickMarked('companies.details')),
  step(clickMarked('companies.addUser')),
  step(async () => {
    await typed('companies.email', 'nope')();
    await typed('companies.name', 'Lee')();
    await submitDialog();
  }),
  step(async () => {
    await typed('companies.email', 'lee@acme.example')();
    await submitDialog();
  }),
  step(async () => {
    // The info toast's icon is the shared Toast primitive's glyph 'i', not a word.
    data.add('i');
    await clickMarked('companies.edit')();
  }),
  step(clickMarked('companies.deactivate')),
];

/** Waits until the page stops changing (the fixture API answers at once), at most about 2 s. */
async function settle() {
  let last = '';
  for (let stable = 0, round = 0; stable < 3 && round < 60; round++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    const now = document.body.innerHTML;
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 30_000 });

describe('the partner widgets render only texts from the messages object (issue #21)', () => {
  const markers = markerMessages();
  for (const [suite, module] of Object.entries(suites)) {
    const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>).filter(
      ([name]) => !SKIP.has(name),
    );
    it.each(stories)(`${suite}: %s`, async (_name, Story) => {
      data.clear();
      for (const value of fixtureData) data.add(value);
      collectStrings(Story.args, data);
      render(
        <CurateProvider messages={markers} locale="ja-JP">
          <Story />
        </CurateProvider>,
      );
      await settle();
      const literal = literalTexts();
      // The dialogs these stories reach only by clicking, opened by selector (the play functions look for English).
      const check = async () => {
        await settle();
        literal.push(...literalTexts());
      };
      for (const run of INTERACTIONS[`${suite}: ${_name}`] ?? []) await run(check);
      cleanup();
      expect(literal).toEqual([]);
    });
  }
});

describe('the widgets in a second language (issue #21)', () => {
  const { InGerman: QueueInGerman } = composeStories(reviewQueueStories);
  const { InGerman: CatalogInGerman } = composeStories(catalogStories);
  const { InGerman: DetailInGerman } = composeStories(productDetailStories);

  it('shows the review queue in German with de-DE dates and the dialog in German', async () => {
    render(<QueueInGerman />);
    expect(await screen.findByRole('heading', { name: 'Prüfwarteschlange' })).toBeTruthy();
    await screen.findByText('1–4 von 4 Produkten');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Produkt',
      'Qualitätswert',
      'Status',
      'Quellen',
      'Angereichert',
      'Aktionen',
    ]);
    expect(screen.getAllByText('ausstehend').length).toBe(4);
    expect(screen.getByText('28. Feb. 2025')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'SKU-10482 prüfen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkt prüfen: SKU-10482' });
    expect(within(dialog).getByText('Umschalt+→')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^Freigeben/ })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Review Queue');
  });

  it('shows the catalogue in German', async () => {
    render(<CatalogInGerman />);
    expect(await screen.findByRole('heading', { name: 'Produkte filtern' })).toBeTruthy();
    await screen.findByText('Seite 1 • 20 von 53');
    expect(screen.getByText('5 von 5 Feldern')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Zuletzt aktualisiert' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkte exportieren' });
    expect(within(dialog).getByText('Aktuelle gefilterte Ansicht exportieren (53 Produkte)')).toBeTruthy();
  });

  it('shows the product detail dialog in German', async () => {
    render(<DetailInGerman />);
    const dialog = await screen.findByRole('dialog', { name: 'Produkt-ID: SKU-10482' });
    expect(within(dialog).getByRole('heading', { name: 'Änderungsverlauf' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Prüfstatus: freigegeben')).toBeTruthy();
  });
});

describe('messages that do not fit (issue #21: bad input)', () => {
  it('warns about an unknown key and still renders the widget with the other texts', async () => {
    const warn = vi.mocked(console.warn);
    warn.mockClear();
    const { InGerman } = composeStories(reviewQueueStories);
    render(
      <CurateProvider
        messages={{ reviewQueue: { titel: 'Tippfehler' } } as unknown as CurateMessagesOverrides}
        locale="not a locale!"
      >
        <InGerman />
      </CurateProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Prüfwarteschlange' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[curate] Unknown message key "reviewQueue.titel" ignored');
    expect(warn).toHaveBeenCalledWith('[curate] Unknown locale "not a locale!"; en-US is used');
  });
});
