// `npm run db:seed`: adds the demo catalogue and demo accounts where missing, and moves the dates of
// demo auctions without bids back around today, so an old demo install shows live auctions again.
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_ACCOUNTS, ensureAdmin, seedDemo } from '../src/db/seed';

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  await database.migrate();
  const result = await seedDemo({
    db: database.db,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    refreshDates: true,
  });
  if (config.admin) await ensureAdmin(database.db, config.admin);
  await database.close();
  console.log(
    `Demo data: ${result.propertiesInserted} properties added, ${result.noticesWritten} sale notices written, ` +
      `demo auction dates refreshed around today.`,
  );
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.role.padEnd(5)}  ${account.email}  /  ${account.password}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
