export { ApiProvider, useApiClient, type ApiProviderProps } from './ApiProvider';
export { useApiErrors } from './useApiErrors';
