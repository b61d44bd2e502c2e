import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from '../contract/jitless';
import { blankableUrl, jobRoutes, type RawProductImport, rawProductRoutes } from '../contract/index';
import {
  isAccountSuspended,
  isApiError,
  insufficientCreditsFigures,
  isInsufficientCredits,
  isSpendingLimitExceeded,
} from '../client/index';
import { importMessages, type ImportMessages, useTexts } from '../messages/index';
import { useApiClient } from '../provider/index';
import { billingKeys, jobKeys } from '../shared/queryKeys';

zodWithoutEvalInBrowsers();

/** The single product form's values — spec part 2 §2.2. */
export interface SingleProductValues {
  productId: string;
  productName?: string;
  description: string;
  imageUrl?: string;
  additionalInformation?: string;
  /** 'Force override existing enhanced products (Re-enhance products that already exist)'. */
  forceOverride?: boolean;
}

/**
 * The form's rules — spec part 2 §5.1: Product ID and Description required, the image URL empty or http(s);
 * `messages` words them (default English).
 */
export const singleProductSchema = (
  messages: Pick<ImportMessages, 'productIdRequired' | 'descriptionRequired' | 'invalidImageUrl'> = importMessages,
) =>
  z.object({
    productId: z.string().check(z.trim(), z.minLength(1, messages.productIdRequired)),
    productName: z.optional(z.string()),
    description: z.string().check(z.trim(), z.minLength(1, messages.descriptionRequired)),
    imageUrl: z.optional(blankableUrl(messages.invalidImageUrl)),
    additionalInformation: z.optional(z.string()),
    forceOverride: z.optional(z.boolean()),
  });

/** The form's rules with the English messages. */
export const SingleProductSchema = singleProductSchema();

/** What a submission ended with: the inline message of the form. */
export type SingleImportResult =
  | { status: 'success'; message: string; rawProductId: string; jobId: string | null }
  | {
      status: 'warning';
      message: string;
      /** The second line: the product was imported anyway (null when `message` says so itself). */
      note: string | null;
      rawProductId: string;
    }
  | { status: 'error'; message: string };

/** The import payload of the form (spec part 2 §3): additional information goes into additional_fields. */
export function singleImportPayload(values: SingleProductValues): RawProductImport {
  const info = values.additionalInformation?.trim();
  return {
    customer_product_id: values.productId.trim(),
    product_name: values.productName?.trim() || null,
    product_details: values.description.trim(),
    source_url: values.imageUrl?.trim() || '',
    additional_fields: info ? { additional_information: info } : {},
  };
}

/**
 * The form's text after a failed enhancement start — spec part 2 §4.1, §8.1 (the product stays imported): the
 * suspension, the 402 credits (balance 0 and 15 needed when the answer does not say), the 429 limit (the server's
 * detail, else the spec's text) or the general one; `messages` words them (default English).
 */
export function enhancementFailureMessage(error: unknown, messages: ImportMessages = importMessages): string {
  if (isAccountSuspended(error)) return messages.accountSuspended;
  if (isInsufficientCredits(error)) {
    const { have, need } = insufficientCreditsFigures(error);
    return messages.insufficientCredits(have, need);
  }
  if (isSpendingLimitExceeded(error))
    return typeof error.detail === 'string' && error.detail !== '' ? error.detail : messages.spendingLimitFallback;
  return messages.enhancementNotStarted;
}

/**
 * The line under a refused start's message saying the product was imported anyway — spec part 2 §4.1: 402 skipped,
 * 429 blocked by the hard spending limit until the daily or monthly reset, 403 suspended not started; null for
 * other failures, whose message ('… (product imported successfully)') says it.
 */
export function enhancementFailureNote(error: unknown, messages: ImportMessages = importMessages): string | null {
  if (isAccountSuspended(error)) return messages.importedEnhancementSuspended;
  if (isInsufficientCredits(error)) return messages.importedEnhancementSkipped;
  if (isSpendingLimitExceeded(error)) return messages.importedEnhancementBlocked;
  return null;
}

export interface UseSingleImportOptions {
  /** The company the product is imported into; null answers 'Please select a company first'. */
  companyId: string | null | undefined;
}

/**
 * Single product submission — spec part 2 §2.2, §4.1, §8.1 (issue #18): imports the product, then starts its
 * enhancement (forced when the override is ticked); unchanged content starts none. A failed start leaves the
 * product imported and says why (402, 429, 403 suspended, other).
 */
export function useSingleImport({ companyId }: UseSingleImportOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SingleImportResult | null>(null);
  const m = useTexts('import', importMessages);

  const submit = async (values: SingleProductValues): Promise<SingleImportResult> => {
    const done = (r: SingleImportResult) => {
      setResult(r);
      setBusy(false);
      return r;
    };
    if (!companyId) return done({ status: 'error', message: m.selectCompany });
    setBusy(true);
    setResult(null);
    const force = !!values.forceOverride;
    let imported: Awaited<ReturnType<typeof client.request<typeof rawProductRoutes.importRawProduct>>>;
    try {
      imported = await client.request(rawProductRoutes.importRawProduct, {
        params: { companyId },
        query: { allow_override: force },
        body: singleImportPayload(values),
      });
    } catch (error) {
      const detail = isApiError(error) && typeof error.detail === 'string' ? error.detail : null;
      return done({ status: 'error', message: detail || m.singleFallback });
    }
    const rawProductId = imported.product_id;
    if (!imported.needs_enhancement)
      return done({
        status: 'success',
        message: m.noEnhancementNeeded(imported.message),
        rawProductId,
        jobId: null,
      });
    try {
      const job = await client.request(jobRoutes.enhanceRawProduct, {
        params: { companyId, rawProductId },
        body: { job_type: 'single_product', force_enhancement: force || imported.outcome === 'updated' },
      });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all(companyId) });
      void queryClient.invalidateQueries({ queryKey: billingKeys.poll(companyId) });
      return done({
        status: 'success',
        message: job.skipped
          ? m.alreadyEnhanced(imported.message)
          : m.enhancementStarted(imported.message, job.estimated_completion_minutes),
        rawProductId,
        jobId: job.job_id ?? null,
      });
    } catch (error) {
      return done({
        status: 'warning',
        message: enhancementFailureMessage(error, m),
        note: enhancementFailureNote(error, m),
        rawProductId,
      });
    }
  };

  return {
    busy,
    result,
    submit,
    /** Clears the inline message. */
    clear: () => setResult(null),
  };
}

export type SingleImportController = ReturnType<typeof useSingleImport>;
