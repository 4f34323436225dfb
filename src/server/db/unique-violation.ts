// A write refused by a unique constraint, on either engine: PostgreSQL's SQLSTATE 23505, better-sqlite3's
// SQLITE_CONSTRAINT_UNIQUE (and _PRIMARYKEY). A caller that raced another request for one row reads it as a conflict.

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
