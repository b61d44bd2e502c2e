import type { HealthResponse } from '../contract/index';

/** Workspace health polling interval (spec part 1 §9: health every 30 s). */
export const HEALTH_POLL_INTERVAL_MS = 30_000;

/** The workspace health states of spec part 1 §2 / part 3 §4. */
export type HealthStatus = 'checking' | 'healthy' | 'unhealthy';

/** Derives the displayed health status from the last answer (or its absence). */
export function toHealthStatus(input: { data?: HealthResponse; isError: boolean }): HealthStatus {
  if (input.isError) return 'unhealthy';
  if (!input.data) return 'checking';
  return input.data.status === 'healthy' ? 'healthy' : 'unhealthy';
}
