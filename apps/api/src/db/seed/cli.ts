/**
 * `npm run db:seed [-- --reset [--yes-really-reset-postgres]]`
 *
 * Fills an empty database with the Sufra demo shop. A database that already has data is left
 * alone unless `--reset` is given; a reset of a PostgreSQL database (DATABASE_URL) also needs
 * `--yes-really-reset-postgres` or ALLOW_DEMO_SEED=1 (CONVENTIONS "destructive scripts
 * guarded"): only the embedded demo database may be wiped on a single flag.
 *
 * Exit codes: 0 done, 1 error (bad configuration, database failure), 2 refused.
 * The embedded database (PGlite) allows one process at a time: stop the server first.
 */
import path from 'node:path';
import { getTableName, count } from 'drizzle-orm';
import { ConfigError, loadConfig, redactDatabaseUrl } from '../../platform/config';
import { openDatabase, refreshPlannerStatistics, type Database } from '../client';
import { seedDemoShop, seededTables, truncateDemoShop } from './index';

const EXIT_REFUSED = 2;

const usage = `Usage: npm run db:seed [-- --reset [--yes-really-reset-postgres]]

  (no option)                  seed the demo shop into an empty database
  --reset                      wipe the demo shop's tables (and rows that refer to them:
                               carts, orders, users of seeded companies) and seed again
  --yes-really-reset-postgres  also required to reset a PostgreSQL database (DATABASE_URL);
                               ALLOW_DEMO_SEED=1 does the same
  --help                       show this text`;

async function tableCounts(db: Database): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of seededTables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts.set(getTableName(table), row?.n ?? 0);
  }
  return counts;
}

function printCounts(counts: Map<string, number>) {
  const width = Math.max(...[...counts.keys()].map((name) => name.length));
  for (const [name, n] of counts) console.log(`  ${name.padEnd(width)}  ${n}`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const known = new Set(['--reset', '--yes-really-reset-postgres', '--help', '-h']);
  const unknown = args.filter((arg) => !known.has(arg));
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  if (unknown.length > 0) {
    console.error(`Unknown option: ${unknown.join(' ')}\n\n${usage}`);
    return 1;
  }
  const reset = args.includes('--reset');
  const postgresConfirmed =
    args.includes('--yes-really-reset-postgres') || process.env.ALLOW_DEMO_SEED === '1';

  const config = loadConfig();
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize: 1 });
  const where =
    handle.kind === 'postgres'
      ? `PostgreSQL database ${redactDatabaseUrl(config.DATABASE_URL ?? '')}`
      : `embedded database ${dataDir}`;
  try {
    await handle.migrate();
    const before = await tableCounts(handle.db);
    const hasData = [...before.values()].some((n) => n > 0);

    if (hasData && !reset) {
      console.error(
        `The ${where} already has data: nothing done.\n` +
          'Run with --reset to wipe the demo shop and seed it again.',
      );
      return EXIT_REFUSED;
    }
    if (hasData && handle.kind === 'postgres' && !postgresConfirmed) {
      console.error(
        `Refusing to reset the ${where}: it is not the embedded demo database.\n` +
          'A reset deletes the catalog, places, pages and every cart, order and user that ' +
          'refers to them.\nIf that is really what you want, add --yes-really-reset-postgres ' +
          '(or set ALLOW_DEMO_SEED=1).',
      );
      return EXIT_REFUSED;
    }

    const started = Date.now();
    if (hasData) {
      console.log(`Resetting the demo shop in the ${where}…`);
      // One transaction: a failed seed leaves the old data in place.
      await handle.db.transaction(async (tx) => {
        await truncateDemoShop(tx);
        await seedDemoShop(tx);
      });
    } else {
      console.log(`Seeding the demo shop into the ${where}…`);
      await seedDemoShop(handle.db);
    }
    // Fresh planner statistics for the new rows: autovacuum leaves small tables unanalysed.
    await refreshPlannerStatistics(handle);
    console.log(`Done in ${Date.now() - started} ms. Rows per table:`);
    printCounts(await tableCounts(handle.db));
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('Seeding failed:', error);
    }
    process.exit(1);
  },
);
