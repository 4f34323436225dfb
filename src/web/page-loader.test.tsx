import { afterEach, describe, expect, it } from 'vitest';
import { firstPageStyles } from './page-loader';

// The first page's stylesheet (decision 099): the opening applies the shell's sheet that index.html preloads; any
// other page opened first brings its own (pages.css, or editor.css for the giver's) and never applies the shell's.
// happy-dom fetches no stylesheet; told to, it reports each as loaded the moment it is on the page. That a disabled link
// is neither fetched nor parsed is the browser's part: `npm run test:budget` checks it in Chromium.

const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
const SHELL = '/assets/index-abc.css';
const PAGE = '/assets/page-styles-def.css';

function preloadShell() {
  settings.handleDisabledFileLoadingAsSuccess = true;
  document.head.innerHTML = `<link rel="preload" as="style" href="${SHELL}">`;
}

afterEach(() => {
  settings.handleDisabledFileLoadingAsSuccess = false;
  document.head.innerHTML = '';
});

const shellLinks = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => new URL(link.href).pathname === SHELL);
const shellApplied = () => shellLinks().some((link) => !link.disabled);

describe('firstPageStyles', () => {
  it("applies the shell's preloaded sheet on the opening", async () => {
    preloadShell();
    await firstPageStyles('/');
    expect(shellApplied()).toBe(true);
  });

  it.each(['/features', '/date-input2', '/folder/3', '/momen-hati', '/no-such-page', '/edit-build', '/edit-pages', '/games/quiz/list'])(
    "does not apply the shell's sheet when %s is opened first, but links it switched off",
    async (page) => {
      preloadShell();
      await firstPageStyles(page);
      expect(shellApplied()).toBe(false);
      // Vite links a chunk's stylesheets unless a stylesheet link of that address is in the page already.
      expect(shellLinks()).toHaveLength(1);
    },
  );

  it("leaves the page's own stylesheet on, which /boot.js preloaded beside the shell's (decision 100)", async () => {
    preloadShell();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<link rel="preload" as="style" href="${PAGE}" data-page><link rel="stylesheet" href="${PAGE}">`,
    );
    await firstPageStyles('/gallery');
    expect(shellApplied()).toBe(false);
    const pageSheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
      (link) => new URL(link.href).pathname === PAGE,
    );
    expect(pageSheets.map((link) => link.disabled === true)).toEqual([false]);
  });
});
