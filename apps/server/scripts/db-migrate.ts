// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR) and exits. The server also does this at every start.
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  await database.migrate();
  await database.close();
  console.log(
    `Migrations applied to ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}/db` : 'PostgreSQL'}.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
