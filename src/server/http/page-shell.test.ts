import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { csrf, useTestApp } from '../test-support/test-app.js';
import { shellEncoding, withPagePreloads } from './page-shell.js';

// A page's shell names the files that page runs beyond the entry's (decision 100), on /boot.js's tag, which asks for
// them with the entry once the loading screen has painted. The opening's shell is index.html as built.

const BOOT = '<script src="/boot.js" data-entry="/assets/index-a.js" data-modules="/assets/react-b.js /assets/id-c.js" defer></script>';
const SHELL = `<!doctype html><html lang="id"><head><title>Kado</title>${BOOT}</head><body><div id="root"></div></body></html>`;
const PRELOADS = {
  '/gallery': { modules: ['/assets/gallery-page-d.js', '/assets/photo-layout-e.js'], styles: ['/assets/page-styles-f.css'] },
  '/folder/:folderId': { modules: ['/assets/folder-page-g.js'], styles: ['/assets/page-styles-f.css'] },
  '/edit-pages': { modules: ['/assets/editor-routes-h.js'], styles: ['/assets/editor-styles-i.css'] },
};

describe('withPagePreloads', () => {
  it("puts the page's scripts after the entry's and its stylesheets beside them", () => {
    expect(withPagePreloads(SHELL, PRELOADS['/gallery'])).toContain(
      '<script src="/boot.js" data-entry="/assets/index-a.js" data-modules="/assets/react-b.js /assets/id-c.js ' +
        '/assets/gallery-page-d.js /assets/photo-layout-e.js" data-styles="/assets/page-styles-f.css" defer></script>',
    );
  });
});

describe('shellEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', undefined],
    [undefined, undefined],
    ['gzip;q=0', undefined],
  ])('%s → %s', (header, encoding) => expect(shellEncoding(header)).toBe(encoding));
});

describe("a page's shell, served", () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-web-preloads-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(webDir, 'page-preloads.json'), JSON.stringify(PRELOADS));
  fs.mkdirSync(path.join(webDir, 'themes'));
  fs.writeFileSync(path.join(webDir, 'themes', 'night.css'), ':root[data-theme=night]{--x:1}');
  const t = useTestApp({ webDir });
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const modulesOf = (html: string) => /data-modules="([^"]*)"/.exec(html)?.[1]?.split(' ');

  it("names each page's own files, by its route; the opening's and an unknown address's shell is index.html as built", async () => {
    expect(modulesOf((await page('/gallery')).body)).toEqual([
      '/assets/react-b.js',
      '/assets/id-c.js',
      '/assets/gallery-page-d.js',
      '/assets/photo-layout-e.js',
    ]);
    const folder = (await page('/folder/12')).body;
    expect(modulesOf(folder)).toContain('/assets/folder-page-g.js');
    expect(folder).toContain('data-styles="/assets/page-styles-f.css"');
    expect((await page('/edit-pages?section=music')).body).toContain('data-styles="/assets/editor-styles-i.css"');
    // A page the build names nothing for (an older build's, here /features) is served as built.
    expect((await page('/features')).body).toBe(SHELL);
    expect((await page('/')).body).toBe(SHELL);
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
  });

  it('sends a made shell compressed as the browser offers, and varies on it', async () => {
    const br = await page('/gallery', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('/assets/gallery-page-d.js');
    const gzip = await page('/gallery', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe((await page('/gallery')).body);
    expect((await page('/gallery')).headers['content-encoding']).toBeUndefined();
  });

  it("wears the gift's theme and names the page's files together", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...t.editor, ...csrf },
      payload: { theme: 'night' },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await page('/gallery')).body;
    expect(html).toContain('<html lang="id" data-theme="night">');
    expect(modulesOf(html)).toContain('/assets/gallery-page-d.js');
    expect((await page('/edit-pages')).body).toContain('data-editor=""');
  });
});
