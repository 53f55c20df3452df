import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo.ts';

async function main() {
  // `--demo` asks for demo data on PostgreSQL too (DATABASE_URL seeds nothing by default).
  const config = loadConfig(process.env, process.argv.includes('--demo') ? { demoData: true } : {});
  const app = await buildApp(config, { announce: (message) => console.log(message) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  console.log(`\nCongregate is running at ${address}  (API reference: ${address}/api/docs)`);
  console.log(`Database: ${app.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
  if (config.demoData) {
    console.log(`\nDemo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(24)} ${account.description}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nCongregate cannot start: ${error.message}\n`);
  } else {
    console.error('\nCongregate failed to start:', error);
  }
  process.exit(1);
});
