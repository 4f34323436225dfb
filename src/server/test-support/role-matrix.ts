import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

// A feature's routes for every credential, as a table (many gifts on one service, decision 018): each row a route,
// how to call it with a credential's headers, and the status each credential gets.

/** One route of a role matrix, with the status each credential gets. */
export interface RoleRow<Who extends string> {
  route: string;
  call: (headers: Record<string, string>) => Promise<LightMyRequestResponse>;
  expected: Record<Who, number>;
}

export interface RoleMatrix<Who extends string> {
  rows: RoleRow<Who>[];
  /** The credentials in the order they call each route (the one whose write succeeds goes last). */
  order: Who[];
  headersOf: (who: Who) => Record<string, string>;
  /** Which registered routes (`METHOD /url`) are the feature's: the matrix must name every one of them. */
  ours: (route: string) => boolean;
}

/**
 * The matrix's tests, inside the caller's describe: its routes are the feature's registered routes, every one; then,
 * a test a route, each credential in turn gets its status there, and a refusal is in the error shape.
 */
export function testRoleMatrix<Who extends string>(t: { readonly app: FastifyInstance }, matrix: RoleMatrix<Who>): void {
  it('every route of the matrix is a registered route', () => {
    const registered = new Set(t.app.ctx.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const row of matrix.rows) expect(registered.has(row.route), row.route).toBe(true);
    const ours = [...registered].filter(matrix.ours).sort();
    expect(ours).toEqual(matrix.rows.map((row) => row.route).sort());
  });

  for (const row of matrix.rows) {
    it(row.route, async () => {
      for (const who of matrix.order) {
        const res = await row.call(matrix.headersOf(who));
        expect(res.statusCode, `${who}: ${res.body}`).toBe(row.expected[who]);
        if (res.statusCode >= 400) expect(res.json().success).toBe(false);
      }
    });
  }
}
