// Issue #21: every text a converted widget shows comes from the messages object. Each story of the
// widgets partners embed is rendered with every message replaced by a marker ('⟦namespace.key⟧') and a
// locale without Latin letters in its dates (ja-JP); any visible text or accessible name left with a
// Latin letter that is neither a marker nor data the story was given is a literal English string.
import { composeStories, type composeStory } from '@storybook/react-vite';
import type { CurateMessagesOverrides } from '@curate/core';
import { DEFAULT_ENHANCEMENT_CONFIG, ENHANCEABLE_FIELDS, ENHANCEMENT_TONES, exampleOf } from '@curate/core';
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
import * as accountSuspendedNoticeStories from '../workspace/AccountSuspendedNotice.stories';
import * as creditWarningsStories from '../workspace/CreditWarnings.stories';
import * as notificationsStories from '../workspace/Notifications.stories';
import * as settingsDropdownStories from '../workspace/SettingsDropdown.stories';
import * as workspaceHeaderStories from '../workspace/WorkspaceHeader.stories';
import * as workspacePlaceholderStories from '../workspace/WorkspacePlaceholder.stories';
import * as workspaceTabsStories from '../workspace/WorkspaceTabs.stories';
import * as callbackScreenStories from '../sign-in/CallbackScreen.stories';
import * as loginScreenStories from '../sign-in/LoginScreen.stories';
import * as messagePageStories from '../sign-in/MessagePage.stories';
import * as schemaManagerFixtures from '../test/schemaManager';
import * as schemaManagerStories from '../schema-manager/SchemaManager.stories';
import * as importFixtures from '../test/import';
import * as dataIntegrationStories from '../import/DataIntegration.stories';
import * as settingsStories from '../settings/Settings.stories';
import { germanMessages } from '../test/germanMessages';
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
  WorkspaceHeader: workspaceHeaderStories,
  SettingsDropdown: settingsDropdownStories,
  WorkspaceTabs: workspaceTabsStories,
  WorkspacePlaceholder: workspacePlaceholderStories,
  Notifications: notificationsStories,
  AccountSuspendedNotice: accountSuspendedNoticeStories,
  CreditWarnings: creditWarningsStories,
  LoginScreen: loginScreenStories,
  CallbackScreen: callbackScreenStories,
  MessagePages: messagePageStories,
  SchemaManager: schemaManagerStories,
  DataIntegration: dataIntegrationStories,
  SettingsModals: settingsStories,
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
fixtureModules.push(schemaManagerFixtures);
fixtureModules.push(importFixtures);
// The API reference shows the OpenAPI document's names (paths, methods, properties) and its examples' JSON literals.
collectKeys(importFixtures.FIXTURE_OPENAPI, fixtureData);
for (const path of Object.values(importFixtures.FIXTURE_OPENAPI.paths))
  for (const method of Object.keys(path)) fixtureData.add(method.toUpperCase());
for (const literal of ['true', 'false', 'null']) fixtureData.add(literal);
// The examples' placeholder values core writes for a uuid and a date-time (machine values, not words).
for (const format of ['uuid', 'date-time'])
  fixtureData.add(String(exampleOf(importFixtures.FIXTURE_OPENAPI, { type: 'string', format })));
// The settings modals show the server's tone and field lists and default instructions (data), which the contract
// repeats for the time before they arrive.
collectStrings([ENHANCEMENT_TONES, ENHANCEABLE_FIELDS, DEFAULT_ENHANCEMENT_CONFIG], fixtureData);
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
  // The workspace shell: the settings menu open (alone and in the header), the suspension notice raised.
  'SettingsDropdown: Default': [step(click('[data-slot="settings-button"]'))],
  'SettingsDropdown: Loading': [step(click('[data-slot="settings-button"]'))],
  'SettingsDropdown: ErrorState': [step(click('[data-slot="settings-button"]'))],
  'WorkspaceHeader: Default': [step(click('[data-slot="settings-button"]'))],
  'AccountSuspendedNotice: Suspended': [step(click('button[data-story-chrome]'))],
};

// The Schema Manager: every editor and confirmation (with the contract's messages), a keyboard drag, the
// search, the merge sub-tab with the merge dialog (preview, tooltip, result, no compatible target) and the AI
// analysis with its suggestions.
const wait = (ms: number) => async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
};
const groupAction = (group: string, index: number) =>
  click(`[data-group="${group}"] .curate-Schema-groupHead .curate-Schema-actions button`, index);
const fieldAction = (field: string, index: number) =>
  click(`[data-field="${field}"] .curate-Schema-actions button:not([disabled])`, index);
const submitDialog = click('[role="dialog"] button[type="submit"]');
const pickField = (name: string) => async () => {
  const found = [...document.querySelectorAll<HTMLElement>('.curate-Schema-pickList button')].find(
    (button) => button.querySelector('code')?.textContent === name,
  );
  if (!found) throw new Error(`no field ${name} to pick`);
  await userEvent.click(found);
};
const dragByKeyboard = (field: string) => async () => {
  document.querySelector<HTMLElement>(`[data-field="${field}"] [data-slot="drag-handle"]`)?.focus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard(' ');
};
const analyze = clickMarked('schemaManager.analyzeFields');
/** Escape until no dialog is open (the first Escape in an input only leaves the input). */
const closeDialogs = async () => {
  for (let tries = 0; tries < 3 && document.querySelector('[role="dialog"], [role="alertdialog"]'); tries++) {
    await pressEscape();
    await settle();
  }
};
const everySchemaDialog: Step[] = [
  step(clickMarked('schemaManager.newGroup')),
  step(submitDialog),
  // The name suggested from what was typed is data too.
  step(async () => {
    data.add('safety_compliance');
    await typeIntoMarked('schemaManager.displayName', 'Safety & Compliance')();
  }),
  step(closeDialogs),
  step(groupAction('marketing', 0)),
  step(clickMarked('schemaManager.deleteGroup')),
  step(closeDialogs),
  step(groupAction('physical', 1)),
  step(closeDialogs),
  step(groupAction('marketing', 2)),
  step(submitDialog),
  step(choose('[data-slot="field-editor"] select', 'number')),
  step(choose('[data-slot="field-editor"] select', 'select')),
  step(closeDialogs),
  step(fieldAction('colour', 0)),
  step(clickMarked('schemaManager.migrateFieldType')),
  step(clickMarked('schemaManager.deleteField')),
  step(closeDialogs),
  step(fieldAction('item_number', 1)),
  step(closeDialogs),
  step(dragByKeyboard('clean_name')),
  step(typeInto('input[type="search"]', 'weight')),
  step(typeInto('input[type="search"]', 'zzz')),
  step(async () => userEvent.clear(document.querySelector<HTMLInputElement>('input[type="search"]')!)),
  step(click('[role="tab"]', 1)),
  step(clickMarked('schemaManager.mergeFields')),
  step(typeInto('[role="dialog"] input[type="search"]', 'color')),
  step(pickField('color')),
  step(pickField('colour')),
  step(clickMarked('schemaManager.previewMerge')),
  step(async () => userEvent.hover(document.querySelector<HTMLElement>('.curate-Schema-preview button')!)),
  step(clickMarked('schemaManager.previewFullList')),
  step(clickMarked('schemaManager.executeMerge')),
  step(closeDialogs),
  step(clickMarked('schemaManager.mergeFields')),
  step(pickField('release_date')),
  step(closeDialogs),
  step(analyze),
  step(clickMarked('schemaManager.dismiss')),
];
INTERACTIONS['SchemaManager: Default'] = everySchemaDialog;
INTERACTIONS['SchemaManager: NoCompany'] = [step(wait(5_200))];
INTERACTIONS['SchemaManager: Analyzing'] = [step(analyze), step(wait(1_600))];
INTERACTIONS['SchemaManager: AnalysisEmpty'] = [step(analyze)];
INTERACTIONS['SchemaManager: AnalysisError'] = [step(analyze)];
INTERACTIONS['SchemaManager: SaveFailed'] = [
  step(clickMarked('schemaManager.newGroup')),
  step(typeIntoMarked('schemaManager.displayName', 'Marketing')),
  step(submitDialog),
];
INTERACTIONS['SchemaManager: DeleteFailed'] = [
  step(fieldAction('item_number', 1)),
  step(clickMarked('schemaManager.deleteField')),
];
INTERACTIONS['SchemaManager: ReorderFailed'] = [step(dragByKeyboard('clean_name'))];
INTERACTIONS['SchemaManager: CreateFieldFromSuggestion'] = [
  step(async () => userEvent.click(document.querySelector<HTMLElement>('.curate-Schema-quote summary')!)),
  step(clickMarked('schemaManager.createFieldFromSuggestion')),
  step(submitDialog),
];

INTERACTIONS['SchemaManager: PreviewProductFailed'] = [
  step(analyze),
  step(clickMarked('schemaManager.accept')),
  step(async () => userEvent.hover(document.querySelector<HTMLElement>('.curate-Schema-preview button')!)),
];
/** Every object key inside a value (the names a document gives its parts). */
function collectKeys(value: unknown, into: Set<string>): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(value)) into.add(key);
    collectKeys(item, into);
  }
}

// Data Integration: files uploaded (the test's file name is data), runs started and cancelled, the custom-field
// option, the single form with an invalid image URL and then submitted, every API section; the settings modals
// saved with a bad e-mail, with no field, and reset.
const uploadCsv = (text: string) => async () => {
  data.add('stories.csv');
  for (const line of text.split('\n')) for (const cell of line.split(',')) if (cell.trim()) data.add(cell.trim());
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, importFixtures.csvFile(text, 'stories.csv'));
};
const processRows = clickMarked('import.processProducts');
const uploaded = (text: string, ...then: Array<() => Promise<void>>): Step[] => [
  step(uploadCsv(text)),
  ...then.map((action) => step(action)),
];
const fillSingle = async () => {
  await typeInto('input[id$="-productId"]', 'SKU-1')();
  await typeInto('textarea[id$="-description"]', 'Cordless drill')();
};
const submitSingle = click('button[type="submit"]');
const everyApiSection: Step = async (check) => {
  const sections = document.querySelectorAll('.curate-ApiDocs-menu button').length;
  for (let index = 0; index < sections; index++) {
    await click('.curate-ApiDocs-menu button', index)();
    await check();
  }
};
const { good, problems, unmapped } = importFixtures.STORY_CSV;
Object.assign(INTERACTIONS, {
  'DataIntegration: Default': [
    step(click('.curate-Import-method', 0)),
    step(click('.curate-Import-method', 3)),
    step(click('.curate-Import-method', 2)),
  ],
  'DataIntegration: BulkLoaded': uploaded(good),
  'DataIntegration: BulkValidationErrors': uploaded(problems),
  'DataIntegration: BulkMappingMissing': uploaded(unmapped),
  'DataIntegration: BulkRunning': uploaded(good, processRows, clickMarked('import.cancelUpload')),
  'DataIntegration: BulkFinished': uploaded(good, processRows),
  'DataIntegration: BulkCallFailed': uploaded(`${good}SKU-4,Plane,\u0000,,,\n`, processRows),
  'DataIntegration: BulkStoppedByCredits': uploaded(good, processRows),
  'DataIntegration: BulkStoppedByLimit': uploaded(good, processRows),
  'DataIntegration: BulkSuspended': uploaded(good, processRows),
  'DataIntegration: BulkPreviewCounts': uploaded(good, click('.curate-Import-check input[type="checkbox"]')),
  'DataIntegration: BulkPreviewPending': uploaded(good),
  'DataIntegration: BulkPreviewFailed': uploaded(good),
  'DataIntegration: BulkCustomFields': uploaded(
    good,
    click('[data-slot="unmapped"] input[type="radio"]', 1),
    processRows,
    choose('[data-slot="custom-fields"] select', importFixtures.IMPORT_FIELD_GROUPS[0]!.id),
    processRows,
  ),
  'DataIntegration: BulkEmptyFile': uploaded('Product ID,Description\n'),
  'DataIntegration: Single': [
    step(async () => {
      await fillSingle();
      await typeInto('input[id$="-imageUrl"]', 'nope')();
      await submitSingle();
    }),
    step(async () => {
      await userEvent.clear(document.querySelector<HTMLInputElement>('input[id$="-imageUrl"]')!);
      await submitSingle();
    }),
  ],
  'DataIntegration: SingleInsufficientCredits': [step(fillSingle), step(submitSingle)],
  'DataIntegration: SingleSuspended': [step(fillSingle), step(submitSingle)],
  'DataIntegration: ApiReference': [everyApiSection],
  'SettingsModals: UserSettings': [step(click('button[type="submit"]'))],
  'SettingsModals: UserSettingsInvalid': [
    step(async () => {
      await typeInto('input[type="email"]', 'not-an-email')();
      await click('button[type="submit"]')();
    }),
  ],
  'SettingsModals: CompanySettings': [
    step(clickMarked('settings.resetToDefaults')),
    step(click('button[type="submit"]')),
  ],
  'SettingsModals: CompanySettingsNoField': [
    step(async () => {
      for (const box of document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]'))
        if (box.checked) await userEvent.click(box);
      await click('button[type="submit"]')();
    }),
  ],
  'SettingsModals: CompanySettingsSaveFailed': [step(click('button[type="submit"]'))],
} satisfies Record<string, Step[]>);
// The super-admin screens: every tab, dialog and refusal, and a toast of each kind of action. What is typed
// into a field is data, added to the story's data as it is typed.
const typed = (label: string, text: string) => async () => {
  data.add(text);
  // The label may go on after its marker (' *' of a required field).
  const field = screen.getByLabelText((content) => content.startsWith(`⟦${label}⟧`));
  await userEvent.clear(field);
  await userEvent.type(field, text);
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

describe('Data Integration and the settings modals in German (issue #21)', () => {
  const { Default } = composeStories(dataIntegrationStories);
  const { CompanySettings } = composeStories(settingsStories);

  it('words the screen, the file summary and the §5.3 problems in German, with de-DE figures', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <Default />
      </CurateProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Datenintegration' })).toBeTruthy();
    await userEvent.upload(
      screen.getByLabelText('CSV-Datei auswählen oder hier ablegen'),
      importFixtures.csvFile(importFixtures.STORY_CSV.problems, 'probleme.csv'),
    );
    expect(await screen.findByText('Zeile 2: Pflichtfeld Produkt-ID fehlt')).toBeTruthy();
    expect(screen.getByText(/: 3 Spalten, 13 Zeilen/)).toBeTruthy();
    expect(screen.getByText('Zeile 2: Ungültiges Format der Bild-URL')).toBeTruthy();
    expect(screen.getByText('… und 2 weitere')).toBeTruthy();
    expect(screen.getByRole('button', { name: '13 Produkte verarbeiten' })).toBeTruthy();
    cleanup();
  });

  it('words Company Settings and its refusal in German', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <CompanySettings />
      </CurateProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Acme Tools' });
    expect(within(dialog).getByRole('button', { name: 'Auf Standard zurücksetzen' })).toBeTruthy();
    expect(within(dialog).getByText('Anzureichernde Felder')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    cleanup();
  });
});
