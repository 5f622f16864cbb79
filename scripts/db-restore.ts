// npm run db:restore -- <backup.sql> [--persist-to <folder>] [--force]: loads a backup into a local
// database (the state `npm start` uses unless --persist-to names another). An existing database is
// replaced only with --force. Production is restored with D1 Time Travel instead (docs/operations.md).
import { parseArgs } from 'node:util';
import { restoreDatabase } from './lib/backup.ts';
import { DEFAULT_STATE } from './lib/local-db.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'persist-to': { type: 'string' }, force: { type: 'boolean', default: false } },
});

const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run db:restore -- <backup.sql> [--persist-to <folder>] [--force]');
  process.exit(2);
}
try {
  await restoreDatabase({ file, state: values['persist-to'] ? { persistTo: values['persist-to'] } : DEFAULT_STATE, force: values.force });
  console.log(`Restored ${file}. Start the site with npm run preview (npm start rebuilds first).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
