import pg from 'pg';

/**
 * A PostgreSQL server's own client and addresses, for the tests and the bench (no test runner
 * needed here: bench/run.ts imports this file too).
 */

/**
 * Runs `run` with a client of its own on `url` (none: pg's PG* environment variables), ended
 * after, also when `run` throws.
 */
export async function withPgClient<T>(
  url: string | undefined,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The address of the database `name` on the server that `serverUrl` points to. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
