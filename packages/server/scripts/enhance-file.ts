// `pnpm run enhance-file <records.jsonl|.csv> [--out file.jsonl] [--no-research]`: the enhancement pipeline
// over raw records in a file, with the configured provider (AI_PROVIDER, AI_BASE_URL, AI_MODEL, AI_API_KEY;
// local by default), without a database or a company. One JSON line per record to --out or stdout.
import { enhanceFileCommand } from '../src/pipeline/enhanceFile';

process.exitCode = await enhanceFileCommand(process.argv.slice(2), process.env);
