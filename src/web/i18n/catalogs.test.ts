import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_TWINS } from './en/apply-english';

// Every catalog has an English twin of exactly its shape (decision 032). A key missing (or extra) in either
// language fails here, whatever the types let through.

/** Every catalog module, declared with catalog('name', …): its file and the name it declares. */
function declaredCatalogs(): { file: string; name: string }[] {
  const dir = import.meta.dirname;
  return fs
    .readdirSync(dir)
    .filter((file) => /^id(-.+)?\.ts$/.test(file))
    .map((file) => {
      const found = /catalog\('([^']+)'/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      return { file, name: found?.[1] ?? '(no catalog() call)' };
    });
}

type Shape = string | { [key: string]: Shape };

/** A catalog's shape: its keys, and for each value its kind (text, function of n arguments, list) or its own shape. */
function shapeOf(value: unknown): Shape {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'function') return `function/${value.length}`;
  if (Array.isArray(value)) return `list/${value.length}`;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

describe('the English catalogs', () => {
  it('every id catalog file declares its catalog, and each has an English twin', () => {
    const declared = declaredCatalogs();
    expect(declared.filter((c) => c.name === '(no catalog() call)')).toEqual([]);
    expect(declared.map((c) => c.name).sort()).toEqual(Object.keys(ENGLISH_TWINS).sort());
  });

  it('each twin has exactly the keys of its catalog, text for text and functions of the same arguments', async () => {
    for (const { file, name } of declaredCatalogs()) {
      const module = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      const exported = Object.values(module).filter((value) => typeof value === 'object' && value !== null);
      expect(exported, file).toHaveLength(1);
      expect(shapeOf(ENGLISH_TWINS[name as keyof typeof ENGLISH_TWINS]), `${file} and its twin`).toEqual(shapeOf(exported[0]));
    }
  });

  it('no English text is left empty', () => {
    const texts: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
    };
    walk(ENGLISH_TWINS);
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
  });
});
