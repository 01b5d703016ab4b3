import { parseArgs } from 'node:util';
import { parseLoginIdentifier } from '@repo/domain';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { listOutbox } from '../modules/auth/index.ts';

const USAGE = `The latest messages in the outbox (codes "sent" while EMAIL_TRANSPORT or SMS_TRANSPORT is outbox).

  pnpm --filter @repo/api outbox [--to <phone|email>] [--limit N]

--to takes a phone as typed (012 345 678) or in E.164, or an email; --limit defaults to 10 (max 100).
With the embedded PGlite database, read while the API is stopped (PGlite is one process's), or use
GET {api}/dev/outbox on the running API instead.`;

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    limit: { type: 'string', default: '10' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const to = values.to ? (parseLoginIdentifier(values.to)?.value ?? values.to.trim()) : undefined;
  const messages = await listOutbox(database.db, { to, limit });
  if (messages.length === 0) console.log(to ? `No messages to ${to}.` : 'The outbox is empty.');
  for (const message of messages) {
    const subject = message.subject ? ` "${message.subject}"` : '';
    console.log(
      `#${message.id} ${message.createdAt.toISOString()} ${message.channel} to ${message.recipient} (${message.purpose})${subject}\n  ${message.body}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
