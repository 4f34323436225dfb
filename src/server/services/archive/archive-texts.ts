import { MSG } from '../../../shared/messages.js';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import { HttpError } from '../../lib/errors.js';
import { findBadText } from '../../lib/bad-text.js';
import type { Row } from './archive-paths.js';
import { GIFT_TABLES, SITE_FORM, type Children, type RowForm, type SiteFields, type TableName } from './gift-content.js';

// An archive's texts are checked as the forms that wrote them would be (decision 030, its addendum): no
// NUL character or lone surrogate anywhere (decision 015's 422, refused before anything is written), and
// each row through the schema of the write route that makes such a row.

/**
 * Whatever kado-gift.json holds, as JSON.parse gave it, and every text in it that is itself JSON (a
 * letter's paragraphs, the crossword's entries, the coupon's settings), whose escapes become the
 * characters looked for only once parsed.
 */
export function assertCleanText(raw: unknown): void {
  const refuse = () => new HttpError(422, MSG.textInvalid, { file: [MSG.textInvalid] });
  if (findBadText(raw) !== undefined) throw refuse();
  const stack: unknown[] = [raw];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      const inner = parsedJson(value);
      if (inner === undefined) continue;
      if (findBadText(inner) !== undefined) throw refuse();
      stack.push(inner);
    } else if (value !== null && typeof value === 'object') {
      for (const child of Object.values(value)) stack.push(child);
    }
  }
}

/** The value of a text that is a JSON array, object or string; undefined for any other text. */
function parsedJson(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '[' && first !== '{' && first !== '"') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every row, and the site's fields, through its write route's schema; the first that fails refuses the archive. */
export function assertForms(site: SiteFields, tables: Record<string, Row[]>): void {
  const grouped = new Map<string, Map<number, Row[]>>();
  const children: Children = (table: TableName, column: string, id: number) => {
    const key = `${table}.${column}`;
    let byParent = grouped.get(key);
    if (!byParent) {
      byParent = new Map();
      for (const row of tables[table] ?? []) {
        const parent = row[column] as number;
        const list = byParent.get(parent);
        if (list) list.push(row);
        else byParent.set(parent, [row]);
      }
      grouped.set(key, byParent);
    }
    return byParent.get(id) ?? [];
  };
  const passes = (form: RowForm, row: Row) => form.schema.safeParse(form.input ? form.input(row, children) : row).success;
  if (!passes(SITE_FORM, site)) throw new HttpError(422, ARCHIVE_MSG.invalidData, { file: [ARCHIVE_MSG.invalidData] });
  for (const spec of GIFT_TABLES) {
    if (!spec.form) continue;
    for (const row of tables[spec.table] ?? []) {
      if (!passes(spec.form, row)) throw new HttpError(422, ARCHIVE_MSG.invalidData, { file: [ARCHIVE_MSG.invalidData] });
    }
  }
}
