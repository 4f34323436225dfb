import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';

// page-modules.ts names, for each page, the modules its first load runs (decision 100); the router's and the giver's
// routes' own imports are the truth it must follow. The build fails on a module that is no chunk of it; these checks
// catch a page whose module the table does not name at all.

const WEB = import.meta.dirname;
const pageImports = (file: string) =>
  [...fs.readFileSync(path.join(WEB, file), 'utf8').matchAll(/lazy\(with(?:Editor)?Styles\(\(\) => import\('@\/([^']+)'\)\)\)/g)].map(
    (match) => `${match[1]}.tsx`,
  );
const named = new Set(Object.values(PAGE_MODULES).flat());

describe('PAGE_MODULES', () => {
  it('names modules that are there', () => {
    for (const module of named) expect(fs.existsSync(path.join(WEB, module)), module).toBe(true);
  });

  it("names every recipient page router.tsx loads but the not-found page's", () => {
    const pages = pageImports('router.tsx').filter((module) => !/not-found-page|console-routes/.test(module));
    expect(pages.length).toBeGreaterThan(15);
    for (const module of pages) expect(named, module).toContain(module);
  });

  it('names every page of the giver editor-routes.tsx loads but those a link opens (reset, welcome)', () => {
    const pages = pageImports('editor-routes.tsx').filter((module) => !/reset-password-page|welcome-page/.test(module));
    expect(pages.length).toBeGreaterThan(5);
    for (const module of pages) expect(named, module).toContain(module);
  });
});
