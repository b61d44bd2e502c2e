// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ENHANCEMENT_CONFIG, ENHANCEABLE_FIELDS, ENHANCEMENT_TONES, type Role } from '../contract/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { commonMessages, settingsMessages } from '../messages/index';
import { companySettingsBody, companySettingsReducer, initialCompanySettingsForm } from './companySettingsForm';
import { useCompanySettings } from './useCompanySettings';
import { useUserSettings } from './useUserSettings';
import { initialUserSettingsForm, pickSettingsUser, userSettingsBody, userSettingsReducer } from './userSettingsForm';

const COMPANY = uid(970);
const ME = uid(971);
let server: TestServer;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

const user = (n: number, role: Role, extra: Record<string, unknown> = {}) => ({
  id: uid(n),
  username: `u${n}`,
  email: `u${n}@acme.test`,
  full_name: `User ${n}`,
  role,
  is_active: true,
  company_id: COMPANY,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login: null,
  ...extra,
});
const me = (role: Role) => ({
  id: ME,
  email: 'me@acme.test',
  full_name: 'Me Myself',
  username: 'me',
  role,
  org_id: null,
  company_id: COMPANY,
  company_code: 'acme-tools',
});

describe('the User Settings form (spec part 2 §4.6, §5.6)', () => {
  it('sends only the non-empty trimmed values, checked with the contract', () => {
    expect(userSettingsBody({ fullName: '  Ana  ', email: '' })).toEqual({ body: { full_name: 'Ana' }, error: null });
    expect(userSettingsBody({ fullName: ' ', email: ' a@b.test ' })).toEqual({
      body: { email: 'a@b.test' },
      error: null,
    });
    expect(userSettingsBody({ fullName: '', email: '  ' }).error).toBe('Please fill in all required fields');
    expect(userSettingsBody({ fullName: 'Ana', email: 'nope' }).error).toBe('Please enter a valid email address');
    expect(userSettingsBody({ fullName: 'x'.repeat(201), email: '' }).error).toBe(
      'Full name must be at most 200 characters',
    );
  });

  it('edits the signed-in user when listed, else the first admin, else the first user', () => {
    const list = [user(1, 'tenant-user'), user(2, 'tenant-admin'), user(3, 'tenant-admin')];
    expect(pickSettingsUser(list, uid(3))?.id).toBe(uid(3));
    expect(pickSettingsUser(list, null)?.id).toBe(uid(2));
    expect(pickSettingsUser([user(1, 'tenant-user')], null)?.id).toBe(uid(1));
    expect(pickSettingsUser([], null)).toBeNull();
  });

  it('moves from loading to ready, keeps edits, and returns to the form with the message on failure', () => {
    let state = userSettingsReducer(initialUserSettingsForm, { type: 'loaded', user: user(1, 'tenant-user') });
    expect(state).toMatchObject({ status: 'ready', fullName: 'User 1', email: 'u1@acme.test' });
    state = userSettingsReducer(state, { type: 'edit', field: 'fullName', value: 'New' });
    state = userSettingsReducer(state, { type: 'saving' });
    state = userSettingsReducer(state, { type: 'failed', message: 'Failed to save profile' });
    expect(state).toMatchObject({ status: 'ready', fullName: 'New', error: 'Failed to save profile' });
    expect(
      userSettingsReducer(initialUserSettingsForm, { type: 'loadFailed', message: 'No user found' }),
    ).toMatchObject({
      status: 'error',
      error: 'No user found',
    });
  });
});

describe('the Company Settings form (spec part 2 §2.7, §3)', () => {
  const options = { tones: ENHANCEMENT_TONES, fields: ENHANCEABLE_FIELDS };
  it('toggles fields, resets to the defaults and sends the fields in list order', () => {
    let state = companySettingsReducer(initialCompanySettingsForm, {
      type: 'loaded',
      config: { tone: 'casual', fields: ['benefits', 'attributes'], custom_instructions: 'Short' },
    });
    state = companySettingsReducer(state, { type: 'toggleField', field: 'benefits' });
    state = companySettingsReducer(state, { type: 'toggleField', field: 'short_description' });
    expect(companySettingsBody(state, options).body).toEqual({
      tone: 'casual',
      fields: ['short_description', 'attributes'],
      custom_instructions: 'Short',
    });
    state = companySettingsReducer(state, { type: 'resetToDefaults' });
    expect(state).toMatchObject({
      status: 'ready',
      tone: DEFAULT_ENHANCEMENT_CONFIG.tone,
      fields: [...DEFAULT_ENHANCEMENT_CONFIG.fields],
      customInstructions: DEFAULT_ENHANCEMENT_CONFIG.custom_instructions,
    });
  });

  it('refuses a tone or field outside the lists, no field, and instructions over the limit', () => {
    const base = { tone: 'professional', fields: ['attributes'], customInstructions: '' };
    expect(companySettingsBody({ ...base, tone: 'pirate' }, options).error).toBe("Unknown tone 'pirate'");
    expect(companySettingsBody({ ...base, fields: ['colour'] }, options).error).toBe("Unknown field 'colour'");
    expect(companySettingsBody({ ...base, fields: [] }, options).error).toBe('Select at least one field to enhance');
    expect(companySettingsBody({ ...base, customInstructions: 'x'.repeat(20_001) }, options).error).toBe(
      'Custom instructions: Must be at most 20,000 characters',
    );
  });
});

describe("the settings checks in the provider's words (issue #21)", () => {
  it('words its own refusals and passes the contract messages through common.problem', () => {
    const texts = {
      settings: {
        ...settingsMessages,
        unknownTone: (tone: string) => `Unbekannte Tonalität ${tone}`,
        customInstructionsProblem: (problem: string) => `Anweisungen: ${problem}`,
        required: 'Pflichtfelder ausfüllen',
      },
      common: { ...commonMessages, problem: (message: string) => `[${message}]` },
    };
    const options = { tones: ENHANCEMENT_TONES, fields: ENHANCEABLE_FIELDS };
    const base = { tone: 'professional', fields: ['attributes'], customInstructions: '' };
    expect(companySettingsBody({ ...base, tone: 'pirate' }, options, texts).error).toBe('Unbekannte Tonalität pirate');
    expect(companySettingsBody({ ...base, fields: [] }, options, texts).error).toBe(
      '[Select at least one field to enhance]',
    );
    expect(companySettingsBody({ ...base, customInstructions: 'x'.repeat(20_001) }, options, texts).error).toBe(
      'Anweisungen: [Must be at most 20,000 characters]',
    );
    expect(userSettingsBody({ fullName: ' ', email: '' }, texts).error).toBe('Pflichtfelder ausfüllen');
    expect(userSettingsBody({ fullName: '', email: 'nope' }, texts).error).toMatch(/^\[.+\]$/);
  });
});

describe('useUserSettings (spec part 2 §7.2, §8.3)', () => {
  it("an admin's modal lists the users, edits the signed-in one and saves only the trimmed values", async () => {
    server = await startFakeApi({
      'GET /users/me': () => ({ body: me('tenant-admin') }),
      [`GET /companies/${COMPANY}/users`]: () => ({
        body: {
          users: [user(1, 'tenant-admin'), { ...user(971, 'tenant-admin'), id: ME, full_name: 'Me Myself' }],
          total: 2,
        },
      }),
      [`PUT /companies/${COMPANY}/users/${ME}`]: (request) => ({
        body: { user: { ...user(971, 'tenant-admin'), id: ME, ...JSON.parse(request.body) } },
      }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useUserSettings({ companyId: COMPANY }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.form.fullName).toBe('Me Myself');
    expect(result.current.emailEditable).toBe(true);
    act(() => result.current.setFullName('  Me Renamed '));
    act(() => result.current.setEmail(''));
    let message = '';
    await act(async () => {
      message = await result.current.save();
    });
    expect(message).toBe('User settings saved successfully');
    expect(JSON.parse(callsTo(server, 'PUT', `/companies/${COMPANY}/users/${ME}`)[0]!.body)).toEqual({
      full_name: 'Me Renamed',
    });
  });

  it("a tenant-user's modal edits their own profile without listing anyone; a failed save shows the detail", async () => {
    server = await startFakeApi({
      'GET /users/me': () => ({ body: me('tenant-user') }),
      [`PUT /companies/${COMPANY}/users/${ME}`]: () => ({ status: 500, body: {} }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useUserSettings({ companyId: COMPANY }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.emailEditable).toBe(false);
    expect(callsTo(server, 'GET', `/companies/${COMPANY}/users`)).toHaveLength(0);
    const failure = await act(() => result.current.save().catch((e: Error) => e.message));
    expect(failure).toBe('Failed to save profile');
    await waitFor(() => expect(result.current.form.error).toBe('Failed to save profile'));
  });

  it("says 'No company selected' and 'Failed to load user profile'", async () => {
    server = await startFakeApi({ 'GET /users/me': () => ({ body: me('tenant-admin') }) });
    const { wrapper } = apiWrapper(server.origin);
    const none = renderHook(() => useUserSettings({ companyId: null }), { wrapper });
    await waitFor(() => expect(none.result.current.form.error).toBe('No company selected'));
    const failing = renderHook(() => useUserSettings({ companyId: COMPANY }), { wrapper });
    await waitFor(() => expect(failing.result.current.form.error).toBe('Failed to load user profile'));
  });
});

describe('useCompanySettings (spec part 2 §7.2, §8.3)', () => {
  it('loads the saved settings and the lists, saves them for real, and shows the server detail on failure', async () => {
    let refuse = false;
    server = await startFakeApi({
      'GET /companies/by-code/acme-tools/enhancement-config': () => ({
        body: {
          company_code: 'acme-tools',
          enhancement_config: { tone: 'technical', fields: ['attributes'], custom_instructions: '' },
        },
      }),
      'GET /enhancement/tones': () => ({ body: { tones: ENHANCEMENT_TONES } }),
      'GET /enhancement/fields': () => ({ body: { fields: ENHANCEABLE_FIELDS } }),
      'PUT /companies/by-code/acme-tools/enhancement-config': (request) =>
        refuse
          ? { status: 403, body: { detail: 'You do not have permission to perform this action' } }
          : { body: { company_code: 'acme-tools', enhancement_config: JSON.parse(request.body) } },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useCompanySettings({ companyCode: 'acme-tools' }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.form).toMatchObject({ tone: 'technical', fields: ['attributes'] });
    act(() => result.current.setTone('casual'));
    act(() => result.current.toggleField('long_description'));
    expect(await act(() => result.current.save())).toBe('Company settings saved successfully');
    expect(JSON.parse(callsTo(server, 'PUT', '/companies/by-code/acme-tools/enhancement-config')[0]!.body)).toEqual({
      tone: 'casual',
      fields: ['long_description', 'attributes'],
      custom_instructions: '',
    });
    refuse = true;
    expect(await act(() => result.current.save().catch((e: Error) => e.message))).toBe(
      'You do not have permission to perform this action',
    );
  });

  it("says 'No company selected' and 'Failed to load company enhancement settings'", async () => {
    server = await startFakeApi({});
    const { wrapper } = apiWrapper(server.origin);
    const none = renderHook(() => useCompanySettings({ companyCode: null }), { wrapper });
    await waitFor(() => expect(none.result.current.form.error).toBe('No company selected'));
    const failing = renderHook(() => useCompanySettings({ companyCode: 'acme-tools' }), { wrapper });
    await waitFor(() => expect(failing.result.current.form.error).toBe('Failed to load company enhancement settings'));
  });
});
