// Loads the deterministic demo data set: two tenants, their users, schema, products, jobs and credits.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb, Database } from '../db/client';
import * as schema from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, demoCompanyId, demoUserId } from './accounts';
import { ACME_CATALOG } from './catalog-acme';
import { NORTHWIND_CATALOG } from './catalog-northwind';
import type { CompanyCatalog } from './catalog-types';
import { type CompanySeedContext, DAY, HOUR, type SeedUser } from './context';
import { fieldTemplates, GROUPS } from './fields';
import { buildJobsAndLedger, type FixedEntry } from './jobs-billing';
import { buildProducts } from './products';
import { demoUuid, hashSeed, Rng } from './random';

export interface SeedOptions {
  /** PRNG seed; default 42. */
  seed?: number;
  /** Enhanced products per company; default 200 (plus 4 raw products with open or ended jobs). */
  productsPerCompany?: number;
  /** The moment the data is relative to; default the current time floored to the hour. */
  now?: Date;
}

export interface SeedSummary {
  companies: number;
  users: number;
  enhancedProducts: number;
  rawProducts: number;
  ms: number;
}

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

const STORY: Record<
  string,
  { catalog: CompanyCatalog; fixed: FixedEntry[]; billing: Partial<typeof schema.billingAccounts.$inferInsert> }
> = {
  'acme-tools': {
    catalog: ACME_CATALOG,
    fixed: [
      { daysAgo: 30, type: 'purchase', amount: 2500, description: 'Credit purchase: 2,500 credits', by: 'admin' },
      {
        daysAgo: 20,
        type: 'adjustment',
        amount: 250,
        description: 'Goodwill credit for delayed enhancements',
        by: 'super',
        notes: 'Support ticket #4821: jobs stuck during a provider outage',
      },
    ],
    billing: {
      allow_overages: true,
      daily_spend_limit: 1500,
      monthly_spend_limit: 20000,
      internal_daily_limit: 3000,
      internal_monthly_limit: 40000,
    },
  },
  'northwind-supply': {
    catalog: NORTHWIND_CATALOG,
    fixed: [{ daysAgo: 61.9, type: 'bonus', amount: 100, description: 'Welcome bonus', by: 'super' }],
    billing: {},
  },
};

async function insertAll(tx: Tx, table: PgTable, rows: object[], size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as never);
  }
}

const seedUser = (email: string): SeedUser => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`seed: unknown demo account ${email}`);
  return { id: demoUserId(email), full_name: account.full_name, role: account.role };
};

/** Inserts the demo data set in one transaction; the database must be migrated and empty. */
export async function seedDemoData(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const seed = options.seed ?? 42;
  const productCount = options.productsPerCompany ?? 200;
  const now = options.now ?? new Date(Math.floor(Date.now() / HOUR) * HOUR);
  let rawProducts = 0;
  await database.db.transaction(async (tx) => {
    await insertAll(
      tx,
      schema.companies,
      DEMO_COMPANIES.map((c, k) => ({
        id: demoCompanyId(c.company_code),
        company_code: c.company_code,
        company_name: c.company_name,
        org_id: c.org_id,
        created_at: new Date(now.getTime() - (90 - k) * DAY),
      })),
    );
    await insertAll(
      tx,
      schema.users,
      DEMO_ACCOUNTS.map((a, k) => ({
        id: demoUserId(a.email),
        company_id: a.company_code ? demoCompanyId(a.company_code) : null,
        email: a.email,
        username: a.username,
        full_name: a.full_name,
        role: a.role,
        created_at: new Date(now.getTime() - (89 - k) * DAY),
        last_login: new Date(now.getTime() - (k + 1) * 3 * HOUR),
      })),
    );
    await insertAll(
      tx,
      schema.userPreferences,
      DEMO_ACCOUNTS.map((a) => ({ user_id: demoUserId(a.email) })),
    );
    const superAdmin = seedUser('admin@curate.dev');

    for (const company of DEMO_COMPANIES) {
      const story = STORY[company.company_code];
      if (!story) throw new Error(`seed: no story for ${company.company_code}`);
      const code = company.company_code;
      const companyId = demoCompanyId(code);
      const members = DEMO_ACCOUNTS.filter((a) => a.company_code === code);
      const admin = seedUser(members.find((a) => a.role === 'tenant-admin')?.email ?? '');
      const user = seedUser(members.find((a) => a.role === 'tenant-user')?.email ?? '');
      const rng = new Rng(hashSeed(seed, code));

      const groupIds = new Map(GROUPS.map((g) => [g.name, demoUuid(code, 'field_group', g.name)]));
      await insertAll(
        tx,
        schema.fieldGroups,
        GROUPS.map((g) => ({ ...g, id: groupIds.get(g.name), company_id: companyId })),
      );
      const templates = fieldTemplates(story.catalog.categories);
      const fields = new Map(
        templates.map((t) => [t.field_name, { id: demoUuid(code, 'field', t.field_name), template: t }]),
      );
      await insertAll(
        tx,
        schema.fieldDefinitions,
        templates.map(({ group, ...t }) => ({
          ...t,
          id: fields.get(t.field_name)?.id,
          company_id: companyId,
          group_id: group ? groupIds.get(group) : null,
        })),
      );

      const ctx: CompanySeedContext = {
        rng,
        companyId,
        companyCode: code,
        catalog: story.catalog,
        fields,
        admin,
        user,
        superAdmin,
        now,
        productCount,
      };
      const rows = buildProducts(ctx);
      rawProducts += rows.rawProducts.length;
      await insertAll(tx, schema.rawProducts, rows.rawProducts);
      await insertAll(tx, schema.enhancedProducts, rows.enhancedProducts);
      await tx.execute(sql`update raw_products r set enhanced_product_id = e.id
        from enhanced_products e where e.raw_product_id = r.id and r.company_id = ${companyId}`);
      await insertAll(tx, schema.productFieldValues, rows.fieldValues);
      await insertAll(tx, schema.sources, rows.sources);
      // Revert entries first: the entries they undo point at them.
      const history = [...rows.editHistory].sort(
        (a, b) => Number(b.change_type === 'revert') - Number(a.change_type === 'revert'),
      );
      await insertAll(tx, schema.fieldEditHistory, history);
      await insertAll(tx, schema.reviewHistory, rows.reviewHistory);

      const money = buildJobsAndLedger(ctx, rows.timeline, company.balance, story.fixed);
      await insertAll(tx, schema.enhancementJobs, money.jobs);
      await insertAll(tx, schema.creditLedger, money.ledger);
      await insertAll(tx, schema.creditReservations, money.reservations);
      await insertAll(tx, schema.billingAccounts, [
        {
          id: demoUuid(code, 'billing_account'),
          company_id: companyId,
          current_balance: money.balance,
          total_credits_used: money.totalUsed,
          last_usage_at: money.lastUsageAt,
          credits_expiration: new Date(now.getTime() + 300 * DAY),
          created_at: new Date(now.getTime() - 90 * DAY),
          ...story.billing,
        },
      ]);
      await insertAll(tx, schema.companyEnhancementConfig, [
        { id: demoUuid(code, 'enhancement_config'), company_id: companyId },
      ]);
      await insertAll(tx, schema.invitations, [
        {
          id: demoUuid(code, 'invitation'),
          company_id: companyId,
          invitee_email: `new.hire@${code.split('-')[0]}.test`,
          invitee_name: 'New Hire',
          invited_by_user_id: admin.id,
          created_at: new Date(now.getTime() - 2 * DAY),
          expires_at: new Date(now.getTime() + 5 * DAY),
        },
      ]);
      await insertAll(tx, schema.billingNotifications, notifications(companyId, code, money.balance, now));
      await insertAll(tx, schema.mergeSuggestions, [
        {
          id: demoUuid(code, 'merge_suggestion', 'colour'),
          company_id: companyId,
          source_field_id: fields.get('colour')?.id,
          target_field_id: fields.get('color')?.id,
          confidence: 0.92,
          rationale:
            "'Colour (legacy)' holds the same values as 'Color' and is used by few products; merge it into Color.",
          created_at: new Date(now.getTime() - 3 * DAY),
        },
      ]);
    }
  });
  return {
    companies: DEMO_COMPANIES.length,
    users: DEMO_ACCOUNTS.length,
    enhancedProducts: productCount * DEMO_COMPANIES.length,
    rawProducts,
    ms: Date.now() - started,
  };
}

function notifications(companyId: string, code: string, balance: number, now: Date) {
  const low = balance < 1000;
  return [
    {
      id: demoUuid(code, 'notification', 'credits'),
      company_id: companyId,
      type: low ? 'low_balance' : 'credits_added',
      message: low
        ? `Low credits warning! Only ${balance} credits available.`
        : 'Credits added: 2,500 credits were added to your account.',
      severity: low ? ('warning' as const) : ('info' as const),
      priority: low ? ('high' as const) : ('normal' as const),
      is_read: !low,
      read_at: low ? null : new Date(now.getTime() - 29 * DAY),
      created_at: new Date(now.getTime() - (low ? 6 * HOUR : 30 * DAY)),
    },
  ];
}

/** Seeds the demo data only when no company exists yet; returns whether it seeded. */
export async function seedIfEmpty(database: Database, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.companies);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(database, options);
  return true;
}
