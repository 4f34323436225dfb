import pg from 'pg';

// Tests that run on PostgreSQL too use the server at KADO_TEST_POSTGRES (default: the local one every Kado
// machine and CI runs, as in db/postgres.test.ts), each on its own throwaway database.
// KADO_TEST_POSTGRES=off leaves PostgreSQL out; so does a server that does not answer (with a notice).

const adminUrl = process.env.KADO_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let counter = 0;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL tests can run here; prints why not when they cannot. */
export async function postgresAvailable(what: string): Promise<boolean> {
  if (adminUrl === 'off') {
    console.warn(`[${what}] PostgreSQL tests skipped: KADO_TEST_POSTGRES=off`);
    return false;
  }
  try {
    await admin('SELECT 1');
    return true;
  } catch (error) {
    console.warn(`[${what}] PostgreSQL tests skipped: ${adminUrl} does not answer (${String(error)})`);
    return false;
  }
}

/** A fresh, empty database; `drop` removes it (closing any connection left open). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kado_test_${process.pid}_${Date.now()}_${counter++}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(name) };
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
