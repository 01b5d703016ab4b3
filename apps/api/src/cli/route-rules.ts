import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createRouteRuleService, RouteRuleError } from '../modules/route-rules/index.ts';

const USAGE = `Route rules (redirects) the web app applies before every navigation.

  pnpm --filter api route-rules list
  pnpm --filter api route-rules add <from-path> <to-path-or-url> [--permanent] [--allow-external]
  pnpm --filter api route-rules remove <from-path>

Targets must be a path (/c-cars) or an http(s) URL; an external URL needs --allow-external.
blob:, data:, javascript: and vbscript: targets are always refused.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    permanent: { type: 'boolean', default: false },
    'allow-external': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const [command, from, to] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const rules = createRouteRuleService({ db: database.db, ttlMs: 0 });
  if (command === 'list') {
    const all = await rules.list();
    if (all.length === 0) console.log('No route rules.');
    for (const rule of all) {
      console.log(
        `${rule.from} -> ${rule.to} (${rule.permanent ? '301' : '302'}${rule.allowExternal ? ', external allowed' : ''})`,
      );
    }
  } else if (command === 'add' && from && to) {
    const rule = await rules.save({
      from,
      to,
      permanent: values.permanent,
      allowExternal: values['allow-external'],
    });
    console.log(`Saved: ${rule.from} -> ${rule.to} (${rule.permanent ? '301' : '302'})`);
  } else if (command === 'remove' && from) {
    console.log((await rules.remove(from)) ? `Removed ${from}.` : `No rule for ${from}.`);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof RouteRuleError) {
    console.error(`Refused: ${error.message}`);
    process.exitCode = 1;
  } else if (error instanceof ZodError) {
    console.error(`Refused: ${error.issues.map((issue) => issue.message).join('; ')}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
