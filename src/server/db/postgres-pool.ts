import { createRequire } from 'node:module';
import type PgModule from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { connectionLost, databaseName, failureLine } from './unavailable.js';

// PostgreSQL connections that outlive their database (decision 073): a connection the server terminates or the
// network cuts is dropped and replaced when next needed, never an unhandled 'error' that ends the process; a
// connection, a statement and a reply each have a time limit, so a database gone silent costs a request seconds
// (answered 503 by http/error-handler.ts), not the time until it comes back; the outage is logged once.

/** The serving pool's limits. */
export const DATABASE_LIMITS = {
  /** A new connection not ready within this is given up. */
  connectMs: 3_000,
  /** The server cancels a statement that runs, or waits for a lock, longer than this. */
  statementMs: 5_000,
  /** The client gives up on a reply not heard this long after its statement was sent (a silent database). */
  replyMs: 6_000,
  /** An unused connection is closed after this long. */
  idleMs: 10_000,
  /** Connections at most, per process. */
  max: 10,
} as const;

/** Where the pool says what happened to its database: one line each time. */
export type Say = (line: string) => void;

/** Says once that the database stopped answering and once that it answers again. */
class ConnectionWatch {
  #lost = false;

  constructor(
    private readonly name: string,
    private readonly say: Say,
  ) {}

  lost(error: unknown): void {
    if (this.#lost) return;
    this.#lost = true;
    this.say(`Kado: the database does not answer (${failureLine(error)}): requests that need it answer 503 until it does (${this.name})`);
  }

  answered(): void {
    if (!this.#lost) return;
    this.#lost = false;
    this.say(`Kado: the database answers again (${this.name})`);
  }
}

/**
 * A pool of connections to `url` for Kysely's PostgresDialect. `timed`: statements and replies have the limits above
 * (serving); untimed, only the connection's (the start's boot lock and migrations may rightly wait longer).
 */
export function postgresPool(url: string, say: Say, timed: boolean): PostgresPool {
  // pg is loaded only when PostgreSQL is used (decision 021): a SQLite server never needs it.
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  const pool = new pg.Pool({
    connectionString: url,
    max: DATABASE_LIMITS.max,
    connectionTimeoutMillis: DATABASE_LIMITS.connectMs,
    idleTimeoutMillis: DATABASE_LIMITS.idleMs,
    // The system's keep-alive finds an idle connection whose peer vanished without a word.
    keepAlive: true,
    ...(timed && { statement_timeout: DATABASE_LIMITS.statementMs, query_timeout: DATABASE_LIMITS.replyMs }),
  });
  const watch = new ConnectionWatch(databaseName(url), say);
  // An idle connection that ends: pg-pool has already dropped it, and opens a new one when one is asked for.
  pool.on('error', (error) => watch.lost(error));
  // A connection in use that ends between two queries raises 'error' on its client, which pg-pool does not listen to
  // while the client is lent: its next query fails instead, and it is dropped when returned.
  pool.on('connect', (client) => client.on('error', (error) => watch.lost(error)));
  return {
    async connect() {
      try {
        return guarded(await pool.connect(), watch);
      } catch (error) {
        if (connectionLost(error)) watch.lost(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

/**
 * A lent connection that notes what its queries meet: a reply clears an outage, a lost connection starts one. Once
 * lost it fails every later query at once (a transaction's rollback does not wait out another limit) and is
 * dropped from the pool when returned rather than lent again.
 */
function guarded(client: PgModule.PoolClient, watch: ConnectionWatch): PostgresPoolClient {
  let lost: unknown;
  const query = async (sql: string, parameters: readonly unknown[]) => {
    if (lost) throw lost;
    try {
      const result = await client.query(sql, [...parameters]);
      watch.answered();
      return result;
    } catch (error) {
      if (connectionLost(error)) {
        lost = error;
        watch.lost(error);
      }
      throw error;
    }
  };
  return {
    query,
    release: () => client.release(lost ? (lost as Error) : undefined),
  } as unknown as PostgresPoolClient;
}
