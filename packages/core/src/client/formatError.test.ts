import { describe, expect, it } from 'vitest';
import { formatErrorDetail } from './formatError';

describe('formatErrorDetail (spec part 1 §8)', () => {
  it('gives a string detail as is', () => {
    expect(formatErrorDetail({ detail: 'Product not found', message: 'ignored', code: 'not_found' })).toBe(
      'Product not found',
    );
  });

  it("gives a list detail as 'Validation errors: ' and 'location: message' items joined with ', '", () => {
    const body = {
      detail: [
        { loc: ['body', 'review_status'], msg: 'Invalid option', type: 'enum' },
        { loc: ['body', 'fields', 0, 'value'], msg: 'Required' },
      ],
      code: 'validation_error',
    };
    expect(formatErrorDetail(body)).toBe(
      'Validation errors: body.review_status: Invalid option, body.fields.0.value: Required',
    );
  });

  it('gives only the message of a list item without a location', () => {
    expect(formatErrorDetail({ detail: [{ loc: [], msg: 'Too many fields' }] })).toBe(
      'Validation errors: Too many fields',
    );
  });

  it("falls back to the body's message when there is no detail", () => {
    expect(formatErrorDetail({ message: 'Field name already exists' })).toBe('Field name already exists');
  });

  it('treats an empty detail string or list as absent', () => {
    expect(formatErrorDetail({ detail: '', message: 'From message' })).toBe('From message');
    expect(formatErrorDetail({ detail: [], message: 'From message' })).toBe('From message');
  });

  it("gives 'Unknown error occurred' when there is neither", () => {
    expect(formatErrorDetail({ code: 'internal_error' })).toBe('Unknown error occurred');
    expect(formatErrorDetail({ detail: { nested: true } })).toBe('Unknown error occurred');
    expect(formatErrorDetail(null)).toBe('Unknown error occurred');
    expect(formatErrorDetail('<html>Bad Gateway</html>')).toBe('Unknown error occurred');
  });
});
