import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { importGazetteer } from './modules/locations/locations.import.ts';
import { seedReferenceData } from './reference-data.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedReferenceData(database.db);
if (config.GAZETTEER_DIR) {
  const report = await importGazetteer(database.db, config.GAZETTEER_DIR);
  console.log(
    `[api] gazetteer: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged`,
  );
}

if (config.NODE_ENV === 'production') {
  for (const [name, transport] of [
    ['EMAIL_TRANSPORT', config.EMAIL_TRANSPORT],
    ['SMS_TRANSPORT', config.SMS_TRANSPORT],
  ] as const) {
    if (transport === 'outbox') {
      console.warn(`[api] ${name}=outbox in production: codes are stored, not sent.`);
    }
  }
  if (!config.GOOGLE_CLIENT_ID) {
    console.warn('[api] GOOGLE_CLIENT_ID is not set: Google sign-in answers 503.');
  }
}

const app = await buildApp({ config, database });
const address = await app.listen({ host: config.API_HOST, port: config.API_PORT });
console.log(
  `[api] ${database.engine} database ready; listening on ${address} (OpenAPI at ${address}/docs)`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
