import { buildApp, createLogger } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, ensureAdmin, seedDemo } from './db/seed';

/**
 * Process entry: config → database (migrate, seed when due) → app → listen; graceful shutdown.
 * Only this file prints to the console for people; everything else logs through pino.
 */

const SHUTDOWN_LIMIT_MS = 9000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      console.error('Fix the variables above and start again (README.md, "Configuration").');
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // Whatever this process creates without a mode of its own (the embedded database's folders, a
  // library's files) is for its own user only: DATA_DIR holds KYC documents, account links and secrets.
  process.umask(0o077);
  const config = readConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, { logger: logger.child({ module: 'database' }) });
  await database.migrate();

  // Demo data on a new embedded database unless SEED_DEMO says otherwise (README.md, "Configuration").
  const shouldSeed = config.seedDemo ?? (database.kind === 'pglite' && database.isNew);
  let demoAccountsCreated: string[] = [];
  if (shouldSeed) {
    const result = await seedDemo({ db: database.db, dataDir: config.dataDir, publicUrl: config.publicUrl });
    demoAccountsCreated = result.accountsCreated;
    logger.info(result, 'demo data seeded');
  }
  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin);
    logger.info({ email: config.admin.email, outcome }, 'admin account from ADMIN_EMAIL');
  }

  const app = await buildApp({ config, db: database, logger });
  let stopping = false;
  // While stopping, every answer closes its connection: a client holding a keep-alive connection
  // (browsers keep one for minutes) must not keep the process up once its request is answered.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
  await app.listen({ host: '0.0.0.0', port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  console.log(`\ne-Nilami is running at http://localhost:${port}`);
  console.log(
    `  database: ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}; API docs: http://localhost:${port}/api/docs`,
  );
  if (demoAccountsCreated.length > 0) {
    console.log('  demo logins (created on this new database):');
    for (const account of DEMO_ACCOUNTS) {
      if (demoAccountsCreated.includes(account.email)) {
        console.log(
          `    ${account.role === 'admin' ? 'admin ' : 'bidder'}  ${account.email}  /  ${account.password}`,
        );
      }
    }
  }
  console.log('');

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever happens, the process is gone within 10 s: the limit leaves a margin before an
    // orchestrator's SIGKILL (Docker's default 10 s), so it still logs why and exits by itself.
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    // app.close drops every socket (as a lost connection, so clients reconnect elsewhere), stops
    // accepting connections, closes idle ones and waits for the requests in flight; then the database.
    void app
      .close()
      .then(() => database.close())
      .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('e-Nilami failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
