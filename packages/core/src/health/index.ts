export { HEALTH_POLL_INTERVAL_MS, toHealthStatus, type HealthStatus } from './healthStatus';
export { useHealth, type UseHealthOptions } from './useHealth';
