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
