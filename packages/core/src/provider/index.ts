export { ApiProvider, useApiClient, type ApiProviderProps } from './ApiProvider';
