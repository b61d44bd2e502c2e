// Login email rules — spec part 1 §5, §8. The contract's EmailAddress without zod, so that the login page loads no
// zod (issue #21: the first route's budget); loginEmail.test.ts checks that both agree.
import { characterProblem, TEXT_KINDS, TEXT_MESSAGES } from '../contract/textRules';
import { signInMessages, type SignInMessages } from '../messages/index';

/** zod's email pattern (`z.regexes.email`, which the contract's `z.email()` uses). */
// biome-ignore lint/complexity/noUselessEscapeInRegex: zod's source, character for character (the test compares them).
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Result of checking the login email: the trimmed address, or the message to show. */
export type LoginEmailCheck = { ok: true; email: string } | { ok: false; message: string };

/**
 * 'Please enter your email address' when empty, 'Please enter a valid email address' when malformed (the
 * `messages`' texts, English by default); the contract's other checks (the text rule) pass through `problem`.
 */
export function validateLoginEmail(
  input: string | null | undefined,
  messages: SignInMessages = signInMessages,
  problem: (message: string) => string = (message) => message,
): LoginEmailCheck {
  const raw = input ?? '';
  const { maxLength, multiline } = TEXT_KINDS.name;
  // The contract's order: the text rule and the length on the text as typed, then trimmed, then not empty.
  const rule =
    characterProblem(raw, multiline) ?? (raw.length > maxLength ? TEXT_MESSAGES.tooLong(maxLength) : undefined);
  const email = raw.trim();
  if (rule) return { ok: false, message: problem(rule) };
  if (email === '') return { ok: false, message: messages.emailRequired };
  return EMAIL.test(email) ? { ok: true, email } : { ok: false, message: messages.emailInvalid };
}
