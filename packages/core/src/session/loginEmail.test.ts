import { describe, expect, it } from 'vitest';
import { validateLoginEmail } from './loginEmail';

const email = 'tom.user@acme.test';

describe('login email (spec part 1 §5)', () => {
  it('requires an address, then a valid one, and trims it', () => {
    expect(validateLoginEmail('')).toEqual({ ok: false, message: 'Please enter your email address' });
    expect(validateLoginEmail('   ')).toEqual({ ok: false, message: 'Please enter your email address' });
    expect(validateLoginEmail('tom@')).toEqual({ ok: false, message: 'Please enter a valid email address' });
    expect(validateLoginEmail(' tom.user@acme.test ')).toEqual({ ok: true, email });
  });
});
