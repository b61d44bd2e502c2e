// The User Settings modal's form — spec part 2 §2.7, §4.6, §5.6: Full Name and Email Address of one user,
// as a pure reducer, with the body a save sends (only non-empty trimmed values) and its validation.
import { EmailAddress, FullName, type User, type UserUpdate } from '../contract/index';
import { commonMessages, type CommonMessages, settingsMessages, type SettingsMessages } from '../messages/index';

/** The user the modal edits: id, full name, e-mail. */
export type SettingsUser = Pick<User, 'id' | 'full_name' | 'email'>;

/** The form: 'loading' until a user is known, then 'ready'; 'saving' while the PUT runs; 'error' when loading failed. */
export interface UserSettingsForm {
  status: 'loading' | 'ready' | 'saving' | 'error';
  user: SettingsUser | null;
  fullName: string;
  email: string;
  /** The message under the form (validation, load or save failure); null when none. */
  error: string | null;
}

export type UserSettingsAction =
  | { type: 'loaded'; user: SettingsUser }
  | { type: 'loadFailed'; message: string }
  | { type: 'edit'; field: 'fullName' | 'email'; value: string }
  | { type: 'saving' }
  | { type: 'saved'; user: SettingsUser }
  | { type: 'failed'; message: string };

export const initialUserSettingsForm: UserSettingsForm = {
  status: 'loading',
  user: null,
  fullName: '',
  email: '',
  error: null,
};

export function userSettingsReducer(state: UserSettingsForm, action: UserSettingsAction): UserSettingsForm {
  switch (action.type) {
    case 'loaded':
    case 'saved':
      return {
        status: 'ready',
        user: action.user,
        fullName: action.user.full_name ?? '',
        email: action.user.email,
        error: null,
      };
    case 'loadFailed':
      return { ...initialUserSettingsForm, status: 'error', error: action.message };
    case 'edit':
      return { ...state, [action.field]: action.value, error: null };
    case 'saving':
      return { ...state, status: 'saving', error: null };
    case 'failed':
      return { ...state, status: state.user ? 'ready' : 'error', error: action.message };
  }
}

/**
 * The body a save sends: only the non-empty trimmed full_name and email (spec part 2 §5.6), checked with
 * the contract's rules; `error` is the first message when nothing valid can be sent, worded with `messages`
 * (default English; the contract's own messages pass through `common.problem`).
 */
export function userSettingsBody(
  form: Pick<UserSettingsForm, 'fullName' | 'email'>,
  messages: {
    settings: Pick<SettingsMessages, 'userSaveFailed' | 'required'>;
    common: Pick<CommonMessages, 'problem'>;
  } = { settings: settingsMessages, common: commonMessages },
): { body: UserUpdate; error: null } | { body: null; error: string } {
  const { settings: m, common } = messages;
  const problem = (message: string | undefined) => (message === undefined ? m.userSaveFailed : common.problem(message));
  const body: UserUpdate = {};
  const fullName = form.fullName.trim();
  const email = form.email.trim();
  if (fullName !== '') {
    const parsed = FullName.safeParse(fullName);
    if (!parsed.success) return { body: null, error: problem(parsed.error.issues[0]?.message) };
    body.full_name = parsed.data;
  }
  if (email !== '') {
    const parsed = EmailAddress.safeParse(email);
    if (!parsed.success) return { body: null, error: problem(parsed.error.issues[0]?.message) };
    body.email = parsed.data;
  }
  if (body.full_name === undefined && body.email === undefined) return { body: null, error: m.required };
  return { body, error: null };
}

/**
 * The user the modal edits among the company's users: the signed-in user when listed, else the first admin,
 * else the first user (spec part 2 §4.6); null when the list is empty. The list is oldest first.
 */
export function pickSettingsUser<T extends Pick<User, 'id' | 'role'>>(
  users: readonly T[],
  signedInId: string | null,
): T | null {
  return (
    users.find((u) => u.id === signedInId) ??
    users.find((u) => u.role === 'tenant-admin' || u.role === 'super-admin') ??
    users[0] ??
    null
  );
}
