// Choosing the provider by configuration: AI_PROVIDER=local (the default) or openai with AI_BASE_URL,
// AI_MODEL and AI_API_KEY.
import { createLocalProvider } from './local';
import { createOpenAIProvider } from './openai';
import type { Provider } from './provider';

export type { GatedCall, ModelGate, Provider, ProviderAnswer, ProviderRequest } from './provider';
export { ModelRateLimited, ModelRefused, ModelTimeout } from './errors';
export { createLocalProvider } from './local';
export { createOpenAIProvider } from './openai';

export type ProviderConfig =
  | { kind: 'local' }
  | { kind: 'openai'; baseURL: string; model: string; apiKey?: string; timeoutSeconds?: number };

export function createProvider(config: ProviderConfig): Provider {
  return config.kind === 'openai' ? createOpenAIProvider(config) : createLocalProvider();
}

/** The provider configuration from the environment; throws with what is missing for openai. */
export function providerConfigFromEnv(env: Record<string, string | undefined>): ProviderConfig {
  const kind = (env.AI_PROVIDER ?? 'local').trim().toLowerCase();
  if (kind === '' || kind === 'local') return { kind: 'local' };
  if (kind !== 'openai') throw new Error(`AI_PROVIDER must be local or openai, not ${kind}`);
  const baseURL = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseURL || !model)
    throw new Error('AI_PROVIDER=openai needs AI_BASE_URL and AI_MODEL (and AI_API_KEY if the endpoint asks for one)');
  const timeout = Number(env.AI_TIMEOUT_SECONDS?.trim() || Number.NaN);
  return {
    kind: 'openai',
    baseURL,
    model,
    apiKey: env.AI_API_KEY?.trim() || undefined,
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutSeconds: timeout } : {}),
  };
}

/** The provider the environment configures (local by default). */
export function providerFromEnv(env: Record<string, string | undefined> = process.env): Provider {
  return createProvider(providerConfigFromEnv(env));
}
