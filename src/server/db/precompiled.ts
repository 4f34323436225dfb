import type { Compilable, CompiledQuery } from 'kysely';
import type { Db, Trx } from './database.js';

// Queries of the hottest reads, built and compiled once (decision 021). Building and compiling a Kysely
// query (its node tree, frozen copies, the SQL visitor) cost more than running it on SQLite: about a
// third of a simple read's time under load. The SQL text and the places of its values are fixed; only
// the values change per call. They still run through Kysely's executor, so a transaction in progress
// on SQLite's single connection is waited for as for any other query.

class Slot {
  constructor(readonly name: string) {}
}

/** The values a precompiled query takes, each standing in (as a Slot) while the query is built once. */
const slots = new Proxy({}, { get: (_target, name) => new Slot(String(name)) });

/**
 * Builds `build`'s query once and returns a runner. `build` receives stand-ins for its arguments: use
 * them as values only (`where('id', '=', args.id)`), never in JavaScript logic, since they are not the
 * real values. A fixed-length `in` list takes one argument per place.
 */
export function precompile<Args extends Record<string, unknown>, Row>(
  build: (args: Args) => Compilable<Row>,
): (q: Db | Trx, args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (q, args) => {
    compiled ??= build(slots as Args).compile();
    const template = compiled;
    const parameters = template.parameters.map((value) => (value instanceof Slot ? args[value.name] : value));
    const result = await q.executeQuery<Row>({ ...template, parameters });
    return result.rows;
  };
}
