import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EmailAddress } from '../contract/index';
import { type LoginEmailCheck, validateLoginEmail } from './loginEmail';

const email = 'tom.user@acme.test';

describe('login email (spec part 1 §5)', () => {
  it('requires an address, then a valid one, and trims it', () => {
    expect(validateLoginEmail('')).toEqual({ ok: false, message: 'Please enter your email address' });
    expect(validateLoginEmail('   ')).toEqual({ ok: false, message: 'Please enter your email address' });
    expect(validateLoginEmail('tom@')).toEqual({ ok: false, message: 'Please enter a valid email address' });
    expect(validateLoginEmail(' tom.user@acme.test ')).toEqual({ ok: true, email });
  });
});

describe('login email: the same answer as the contract’s EmailAddress (issue #21)', () => {
  const contract = (input: string): LoginEmailCheck => {
    const parsed = EmailAddress.safeParse(input);
    return parsed.success ? { ok: true, email: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
  };

  it('uses zod’s email pattern', () => {
    const source = /const EMAIL =\s*\/(.+)\/;/.exec(readFileSync(new URL('./loginEmail.ts', import.meta.url), 'utf8'));
    expect(source?.[1]).toBe(z.regexes.email.source);
  });

  it.each([
    '',
    '   ',
    'tom@',
    'tom.user@acme.test',
    ' tom.user@acme.test\t',
    'tom..user@acme.test',
    "o'brien+tag@mail.example.co.uk",
    'tom@acme',
    'tom@-acme.test',
    'tom\u0000@acme.test',
    'tom\nuser@acme.test',
    '\uD800tom@acme.test',
    `${'a'.repeat(190)}@acme.test`,
    ` ${'a'.repeat(195)}@acme.test `,
    'ünïcode@acme.test',
  ])('%j', (input) => {
    expect(validateLoginEmail(input)).toEqual(contract(input));
  });

  it('agrees on generated input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), fc.string({ maxLength: 220 }), fc.string({ unit: 'binary' })),
        (input) => {
          expect(validateLoginEmail(input)).toEqual(contract(input));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
