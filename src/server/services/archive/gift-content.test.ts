import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';
import { EXCLUDED_TABLES, GIFT_TABLES, SITE_COLUMNS_EXCLUDED, SITE_FIELDS } from './gift-content.js';

// The archive's declared list (gift-content.ts) against the real schema: a table or column added by a
// migration fails here until it is declared in the archive or excluded with a reason.

const t = useTestApp();

async function schemaColumns(): Promise<Map<string, string[]>> {
  const tables = await t.app.ctx.db.introspection.getTables();
  return new Map(
    tables
      .filter((table) => table.name !== 'kysely_migration' && table.name !== 'kysely_migration_lock')
      .map((table) => [table.name, table.columns.map((c) => c.name).sort()]),
  );
}

describe('what a gift archive holds', () => {
  it('declares or excludes every table of the schema', async () => {
    const declared = new Set<string>([...GIFT_TABLES.map((spec) => spec.table), ...Object.keys(EXCLUDED_TABLES)]);
    for (const name of (await schemaColumns()).keys())
      expect(declared.has(name), `${name}: declare it in GIFT_TABLES or EXCLUDED_TABLES`).toBe(true);
  });

  it('every site-scoped table is declared unless excluded with a reason', async () => {
    for (const [name, columns] of await schemaColumns()) {
      if (!columns.includes('site_id')) continue;
      const excluded = EXCLUDED_TABLES[name as keyof typeof EXCLUDED_TABLES];
      if (excluded) expect(excluded.length).toBeGreaterThan(10);
      else
        expect(
          GIFT_TABLES.some((spec) => spec.table === name),
          name,
        ).toBe(true);
    }
  });

  it("declares every column of each archived table (site_id aside), and each of the sites row's", async () => {
    const columns = await schemaColumns();
    for (const spec of GIFT_TABLES) {
      const expected = (columns.get(spec.table) ?? []).filter((c) => c !== 'site_id');
      expect(Object.keys(spec.row.shape).sort(), spec.table).toEqual(expected);
      for (const column of Object.keys(spec.media ?? {})) {
        expect(Object.keys(spec.row.shape), `${spec.table}.${column}`).toContain(column);
      }
    }
    expect([...Object.keys(SITE_FIELDS.shape), ...Object.keys(SITE_COLUMNS_EXCLUDED)].sort()).toEqual(columns.get('sites'));
  });
});
