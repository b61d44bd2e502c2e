// Login email rules — spec part 1 §5, §8.
import { EmailAddress } from '../contract/index';
import { signInMessages, type SignInMessages } from '../messages/index';

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
  const parsed = EmailAddress.safeParse(input ?? '');
  if (parsed.success) return { ok: true, email: parsed.data };
  // The contract words the two checks of spec part 1 §5 as the English defaults do.
  const message = parsed.error.issues[0]?.message ?? signInMessages.emailInvalid;
  if (message === signInMessages.emailRequired) return { ok: false, message: messages.emailRequired };
  if (message === signInMessages.emailInvalid) return { ok: false, message: messages.emailInvalid };
  return { ok: false, message: problem(message) };
}
