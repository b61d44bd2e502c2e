import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { isApiError } from '../client/index';
import { ENHANCEABLE_FIELDS, ENHANCEMENT_TONES, settingsRoutes } from '../contract/index';
import { useTexts, commonMessages, settingsMessages } from '../messages/index';
import { useApiClient } from '../provider/index';
import { settingsKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { companySettingsBody, companySettingsReducer, initialCompanySettingsForm } from './companySettingsForm';

export interface UseCompanySettingsOptions {
  /** The selected company's code; null shows 'No company selected' (spec part 2 §5.6). */
  companyCode: string | null | undefined;
  /** Load only while the modal is open; default true. */
  enabled?: boolean;
}

/**
 * The Company Settings modal — spec part 2 §2.7, §3, §4.6, §7.2, §8.3: the company's tone, fields and
 * custom instructions with the offered lists; Reset to Defaults; `save()` stores them for real (each job
 * reads them at its start) and resolves with the message to show.
 */
export function useCompanySettings({ companyCode, enabled = true }: UseCompanySettingsOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const texts = { settings: useTexts('settings', settingsMessages), common: useTexts('common', commonMessages) };
  const m = texts.settings;
  const on = enabled && !!companyCode;
  const config = useQuery({
    queryKey: settingsKeys.enhancementConfig(companyCode ?? ''),
    queryFn: ({ signal }) =>
      client.request(settingsRoutes.getCompanyEnhancementConfig, { params: { companyCode: companyCode! }, signal }),
    enabled: on,
  });
  const tones = useQuery({
    queryKey: settingsKeys.tones,
    queryFn: ({ signal }) => client.request(settingsRoutes.listEnhancementTones, { signal }),
    enabled: on,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const fields = useQuery({
    queryKey: settingsKeys.fields,
    queryFn: ({ signal }) => client.request(settingsRoutes.listEnhanceableFields, { signal }),
    enabled: on,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useReportFailure(config.error, 'Loading the company enhancement settings');
  const [form, dispatch] = useReducer(companySettingsReducer, initialCompanySettingsForm);
  const loaded = config.data?.enhancement_config;
  useEffect(() => {
    if (!enabled) return;
    if (!companyCode) dispatch({ type: 'loadFailed', message: m.noCompany });
    else if (config.status === 'error') dispatch({ type: 'loadFailed', message: m.companyLoadFailed });
    else if (loaded) dispatch({ type: 'loaded', config: loaded });
  }, [enabled, companyCode, config.status, loaded, m]);

  // The lists the server offers; the contract's while they load or if they fail (the same values).
  const toneOptions = tones.data?.tones ?? [...ENHANCEMENT_TONES];
  const fieldOptions = fields.data?.fields ?? [...ENHANCEABLE_FIELDS];

  const save = useMutation({
    mutationFn: async (): Promise<string> => {
      if (!companyCode) throw new Error(m.noCompany);
      const { body, error } = companySettingsBody(form, { tones: toneOptions, fields: fieldOptions }, texts);
      if (error !== null || body === null) throw new Error(error ?? m.companySaveFailed);
      try {
        const answer = await client.request(settingsRoutes.updateCompanyEnhancementConfig, {
          params: { companyCode },
          body,
        });
        queryClient.setQueryData(settingsKeys.enhancementConfig(companyCode), answer);
        dispatch({ type: 'loaded', config: answer.enhancement_config });
        return m.companySaved;
      } catch (failure) {
        const detail = isApiError(failure) && typeof failure.detail === 'string' ? failure.detail : '';
        throw new Error(detail || m.companySaveFailed);
      }
    },
    onMutate: () => dispatch({ type: 'saving' }),
    onError: (failure) => dispatch({ type: 'failed', message: failure.message }),
  });

  return {
    /** 'loading' | 'ready' | 'saving' | 'error'. */
    status: form.status,
    form,
    tones: toneOptions,
    fields: fieldOptions,
    setTone: (tone: string) => dispatch({ type: 'setTone', tone }),
    toggleField: (field: string) => dispatch({ type: 'toggleField', field }),
    setCustomInstructions: (value: string) => dispatch({ type: 'setInstructions', value }),
    resetToDefaults: () => dispatch({ type: 'resetToDefaults' }),
    /** Saves; resolves with 'Company settings saved successfully', rejects with the message to show. */
    save: () => save.mutateAsync(),
  };
}

/** What useCompanySettings returns. */
export type CompanySettingsController = ReturnType<typeof useCompanySettings>;
