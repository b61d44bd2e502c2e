// `pnpm seed [--reset]`: migrates, then loads the demo data into DATABASE_URL or the PGlite folder.
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { defaultPgliteDataDir } from '../db/paths';
import { truncateAllTables } from '../db/tables';
import { DEMO_ACCOUNTS } from './accounts';
import { seedDemoData, seedIfEmpty } from './seed';

const reset = process.argv.includes('--reset');
const url = process.env.DATABASE_URL;
const target = url ? new URL(url).host + new URL(url).pathname : defaultPgliteDataDir();
const database = await openDatabase(url ? { url } : { dataDir: defaultPgliteDataDir() });
try {
  await migrateDatabase(database);
  let seeded = false;
  if (reset) {
    await truncateAllTables(database);
    const summary = await seedDemoData(database);
    console.log(`Reset and seeded ${target}: ${summary.enhancedProducts} products in ${summary.ms} ms.`);
    seeded = true;
  } else {
    seeded = await seedIfEmpty(database);
    console.log(seeded ? `Seeded ${target}.` : `${target} already has data; run with --reset to reseed.`);
  }
  if (seeded) {
    console.log('Demo accounts:');
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.email.padEnd(28)} ${a.role.padEnd(13)} ${a.company_code ?? '(platform)'}`);
  }
} finally {
  await database.close();
}
