// npm run db:backup [-- --remote] [-- --persist-to <folder>]: the D1 database as a dated SQL file in
// backups/ (git-ignored). Local by default (the state `npm start` uses); --remote exports production
// through wrangler (logged in, or CLOUDFLARE_API_TOKEN). docs/operations.md says when and how.
import { parseArgs } from 'node:util';
import { backupDatabase } from './lib/backup.ts';
import { DEFAULT_STATE } from './lib/local-db.ts';

const { values } = parseArgs({
  options: { remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' }, dir: { type: 'string' } },
});

const file = await backupDatabase({
  remote: values.remote,
  state: values['persist-to'] ? { persistTo: values['persist-to'] } : DEFAULT_STATE,
  ...(values.dir ? { dir: values.dir } : {}),
});
console.log(`Backup written to ${file}`);
