import pg from 'pg';

// The server tests run twice in `npm run test:unit` (decision 022): on SQLite, and with KADO_TEST_DB=postgres
// on the PostgreSQL server at KADO_TEST_POSTGRES (default: the local one every Kado machine and CI runs),
// each test app on its own throwaway database. KADO_TEST_POSTGRES=off leaves PostgreSQL out; so does a server
// that does not answer (with a notice).

const adminUrl = process.env.KADO_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Every database of one `vitest run` starts with this, so the run's teardown can drop any left behind. */
const runPrefix = () => `kado_test_${process.env.KADO_TEST_RUN ?? 'x'}_`;
let counter = 0;

/** The engine this test run's apps use. */
export const testEngine = (): 'sqlite' | 'postgres' => (process.env.KADO_TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

async function admin<T extends pg.QueryResultRow>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export async function postgresUnavailable(): Promise<string | undefined> {
  if (adminUrl === 'off') return 'KADO_TEST_POSTGRES=off';
  try {
    await admin('SELECT 1');
    return undefined;
  } catch (error) {
    return `${adminUrl} does not answer (${String(error)})`;
  }
}

/** Whether PostgreSQL tests can run here; prints why not when they cannot. */
export async function postgresAvailable(what: string): Promise<boolean> {
  const reason = await postgresUnavailable();
  if (reason) console.warn(`[${what}] PostgreSQL tests skipped: ${reason}`);
  return reason === undefined;
}

/** A fresh, empty database; `drop` removes it (closing any connection left open). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${runPrefix()}${process.pid}_${Date.now()}_${counter++}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(name) };
}

/** Drops what a run left behind (a test file that failed before its clean-up): its own databases only. */
export async function dropRunDatabases(): Promise<number> {
  if (!process.env.KADO_TEST_RUN) return 0;
  const left = await admin<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, '${runPrefix()}')`);
  for (const { datname } of left) await admin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  return left.length;
}

/**
 * A closed pool's connections may still be saying goodbye; forcing them out would raise an error in
 * their client, so wait for them first and force only as a last resort.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still being accessed
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
