import { useEffect, useRef } from 'react';
import type { ApiError } from '../client/index';
import { useApiClient } from './ApiProvider';

/**
 * Tells `listener` of every failed call the nearest ApiProvider's client makes (calls the caller aborted
 * excepted), while mounted; the latest `listener` is used. Does nothing with a client without subscribeErrors.
 */
export function useApiErrors(listener: (error: ApiError) => void): void {
  const client = useApiClient();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => client.subscribeErrors?.((error) => latest.current(error)), [client]);
}
