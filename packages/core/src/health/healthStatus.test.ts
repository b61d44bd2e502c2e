import { describe, expect, it } from 'vitest';
import { toHealthStatus } from './healthStatus';

const answer = (status: 'healthy' | 'unhealthy') => ({
  status,
  database: { status: status === 'healthy' ? ('up' as const) : ('down' as const), kind: 'pglite' as const },
  version: '0.1.0',
  timestamp: '2026-11-22T00:00:00.000Z',
});

describe('toHealthStatus', () => {
  it('is checking before the first answer', () => {
    expect(toHealthStatus({ isError: false })).toBe('checking');
  });
  it('follows the server status', () => {
    expect(toHealthStatus({ data: answer('healthy'), isError: false })).toBe('healthy');
    expect(toHealthStatus({ data: answer('unhealthy'), isError: false })).toBe('unhealthy');
  });
  it('is unhealthy when the call fails, even with an older healthy answer', () => {
    expect(toHealthStatus({ data: answer('healthy'), isError: true })).toBe('unhealthy');
  });
});
