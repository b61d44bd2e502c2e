// Company enhancement settings — spec part 2 §3, §4.6, §7.2 (issue #16): tone, fields and custom
// instructions by company code, stored in company_enhancement_config and read by each job attempt at
// its start (jobs/inputs.ts); and the tone and field option lists.
import { eq } from 'drizzle-orm';
import {
  type CompanyEnhancementConfigUpdate,
  companyNotFoundMessage,
  ENHANCEABLE_FIELDS,
  ENHANCEMENT_TONES,
  type EnhanceableFieldsResponse,
  type EnhancementConfigResponse,
  type EnhancementTonesResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { companies, companyEnhancementConfig } from '../db/schema';
import { HttpError } from '../http/http-error';
import { companyConfigOf } from '../jobs/inputs';

async function companyIdOf(tx: TenantTx, code: string): Promise<string> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.company_code, code))
    .limit(1);
  if (!company) throw HttpError.notFound(companyNotFoundMessage(code));
  return company.id;
}

const answer = async (tx: TenantTx, code: string, companyId: string): Promise<EnhancementConfigResponse> => {
  const config = await companyConfigOf(tx, companyId);
  return {
    company_code: code,
    enhancement_config: {
      tone: config.tone,
      fields: [...config.fields],
      custom_instructions: config.custom_instructions ?? '',
    },
  };
};

/** GET /companies/by-code/{code}/enhancement-config — the saved settings, or the defaults. */
export async function getEnhancementConfig(
  database: Database,
  principal: Principal,
  code: string,
): Promise<EnhancementConfigResponse> {
  return withTenant(database, principal, async (tx) => answer(tx, code, await companyIdOf(tx, code)));
}

/** PUT /companies/by-code/{code}/enhancement-config — a full replacement (omitted keys reset to defaults). */
export async function updateEnhancementConfig(
  database: Database,
  principal: Principal,
  code: string,
  body: z.output<typeof CompanyEnhancementConfigUpdate>,
): Promise<EnhancementConfigResponse> {
  return withTenant(database, principal, async (tx) => {
    const companyId = await companyIdOf(tx, code);
    const values = {
      tone: body.tone,
      fields: body.fields,
      custom_instructions: body.custom_instructions,
      updated_by_user_id: principal.userId,
      updated_at: new Date(),
    };
    await tx
      .insert(companyEnhancementConfig)
      .values({ company_id: companyId, ...values })
      .onConflictDoUpdate({ target: companyEnhancementConfig.company_id, set: values });
    return answer(tx, code, companyId);
  });
}

/** GET /enhancement/tones. */
export const listTones = (): EnhancementTonesResponse => ({ tones: ENHANCEMENT_TONES.map((tone) => ({ ...tone })) });

/** GET /enhancement/fields. */
export const listEnhanceableFields = (): EnhanceableFieldsResponse => ({
  fields: ENHANCEABLE_FIELDS.map((field) => ({ ...field })),
});
