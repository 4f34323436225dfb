import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md lists every record with the status its own "- Status:" line begins with (up to the
// first parenthesis or semicolon), so a successor reads where to go on without opening each record.

const DIR = path.join(import.meta.dirname, '..', 'docs', 'decisions');

function records(): { file: string; title: string; status: string }[] {
  return fs
    .readdirSync(DIR)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(DIR, file), 'utf8');
      const title = /^# \d{3}: (.+)$/m.exec(text)?.[1] ?? '';
      const status = /^- Status: (.+)$/m.exec(text)?.[1] ?? '';
      return { file, title, status: status.split(/ \(|;/)[0]!.trim() };
    });
}

/** The first clause of a Status line (up to its first parenthesis or semicolon): 'amended by decisions 076 and 077'. */
const firstClause = (status: string) => status.split(/ \(|;/)[0]!;
const numbers = (text: string) => [...text.matchAll(/\b\d{3}\b/g)].map((match) => match[0]);

/** The records a record's Status line says were changed by it: 'amends decisions 014 and 045 on …', 'replaces 055's …'. */
function amends(status: string): string[] {
  const clauses = [...status.matchAll(/\b(?:amends|replaces|supersedes|changes|adds to)\b([^;)]*)/g)].map((match) => match[1]!);
  return clauses.flatMap(numbers);
}

/** The records its first clause says changed it: 'amended by decisions 066 and 068', 'replaced by decision 014'. */
function amendedBy(status: string): string[] {
  const first = firstClause(status);
  return /\b(?:amended|replaced) by\b/.test(first) ? numbers(first.slice(first.search(/\b(?:amended|replaced) by\b/))) : [];
}

function statuses(): Map<string, string> {
  return new Map(
    fs
      .readdirSync(DIR)
      .filter((file) => /^\d{3}-.+\.md$/.test(file))
      .map((file) => [file.slice(0, 3), /^- Status: (.+)$/m.exec(fs.readFileSync(path.join(DIR, file), 'utf8'))?.[1] ?? '']),
  );
}

describe('the decisions index', () => {
  const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');

  it('every record has a title and a status line', () => {
    for (const record of records()) {
      expect(record.title, record.file).not.toBe('');
      expect(record.status, record.file).not.toBe('');
    }
  });

  it('lists every record, linked, with the status the record gives', () => {
    for (const { file, title, status } of records()) {
      expect(index, file).toContain(`| ${file.slice(0, 3)} | [${title}](${file}) | ${status} |`);
    }
  });

  it('a record a later one amends says so first, naming it, and the later one names what it amends', () => {
    const all = statuses();
    const missing: string[] = [];
    for (const [record, status] of all) {
      for (const earlier of amends(status)) {
        if (!amendedBy(all.get(earlier) ?? '').includes(record)) missing.push(`${earlier} does not say it is amended by ${record}`);
      }
      for (const later of amendedBy(status)) {
        if (!amends(all.get(later) ?? '').includes(record)) missing.push(`${later} does not say it amends ${record}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads the links of a Status line', () => {
    expect(amends('accepted (amends decisions 014 and 045 on what "a client" is; follows 035 on the host)')).toEqual(['014', '045']);
    expect(amends("amended by decision 079 (a document per host; it changes decision 025's first addendum; follows 056)")).toEqual(['025']);
    expect(amendedBy('amended by decisions 066 and 068 (amends decision 062)')).toEqual(['066', '068']);
    expect(amendedBy('accepted in part, amended by decision 071 (follows decisions 022 and 046)')).toEqual(['071']);
    expect(amendedBy('accepted (follows decisions 007 and 013)')).toEqual([]);
  });

  it('lists no record that is not there', () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((file) => !fs.existsSync(path.join(DIR, file)))).toEqual([]);
  });

  it('no record cites a tracker number or a file outside the repository', () => {
    const outside = /\b(?:issues? #?\d+|SPEC\.md|ARCHITECTURE\.md|TOOLCHAIN\.md|STYLE\.md)|\.\.\/shared\//i;
    for (const { file } of records()) {
      const text = fs.readFileSync(path.join(DIR, file), 'utf8');
      expect(outside.exec(text)?.[0], file).toBeUndefined();
    }
  });
});
