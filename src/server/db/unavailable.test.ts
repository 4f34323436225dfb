import { describe, expect, it } from 'vitest';
import { connectionLost, databaseName, databaseRefused, databaseUnavailable, failureLine } from './unavailable.js';

// Which failures are the database not answering (503, decision 073) and how they are named in the log. The faults
// themselves are staged against a real PostgreSQL in src/server/database-outage.test.ts.

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('is a terminated, refused, cut or silent connection, a statement over its limit, or a full server', () => {
    expect(databaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(databaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(databaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(databaseUnavailable(pgError('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(databaseUnavailable(pgError('53300', 'sorry, too many clients already'))).toBe(true);
    // Wrapped by a service that adds its own words.
    expect(databaseUnavailable(new Error('upload failed', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it('is not a query the database refused, nor any other failure', () => {
    expect(databaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint "users_email_key"'))).toBe(false);
    expect(databaseUnavailable(pgError('42P01', 'relation "gifts" does not exist'))).toBe(false);
    expect(databaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(databaseUnavailable(undefined)).toBe(false);
  });

  it('keeps a time limit apart from a lost connection: the connection that met it still works', () => {
    expect(connectionLost(pgError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(connectionLost(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
  });
});

describe('databaseRefused', () => {
  it('is a role, a password or a database name the server refuses: a setting to mend, not an outage', () => {
    expect(databaseRefused(pgError('28P01', 'password authentication failed for user "kado"'))).toBe(true);
    expect(databaseRefused(pgError('3D000', 'database "kado" does not exist'))).toBe(true);
    expect(databaseRefused(pgError('57P01', 'terminating connection due to administrator command'))).toBe(false);
  });
});

describe('how the log names a database and a failure', () => {
  it('never prints the password of DATABASE_URL', () => {
    expect(databaseName('postgres://kado:s3cret@db.internal:5432/kado?sslmode=require')).toBe('postgres://kado@db.internal:5432/kado');
    expect(databaseName('not a url')).toBe('the database of DATABASE_URL');
  });

  it('gives pg message and SQLSTATE in one line', () => {
    expect(failureLine(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      'terminating connection due to administrator command (57P01)',
    );
    expect(failureLine(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(failureLine(Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
  });
});
