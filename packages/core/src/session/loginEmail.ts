// Login email rules — spec part 1 §5, §8.
import { EmailAddress } from '../contract/index';

/** Result of checking the login email: the trimmed address, or the message to show. */
export type LoginEmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** 'Please enter your email address' when empty, 'Please enter a valid email address' when malformed. */
export function validateLoginEmail(input: string | null | undefined): LoginEmailCheck {
  const parsed = EmailAddress.safeParse(input ?? '');
  if (parsed.success) return { ok: true, email: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' };
}
