import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ApiClient } from '../client/index';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  /** The typed API client every hook below uses. */
  client: ApiClient;
  /** A QueryClient to share; by default the provider owns a fresh one (embedding rule: one per provider). */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Puts the API client and a TanStack QueryClient into context for the headless hooks. */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient());
  return (
    <ApiClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </ApiClientContext.Provider>
  );
}

/** The API client from the nearest ApiProvider; throws when there is none. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider client={...}>');
  return client;
}
