import { defineConfig } from 'drizzle-kit';

// drizzle-kit: `pnpm db:generate` writes SQL migrations to ./drizzle from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
