import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPreloadedStylesheets } from './stylesheet';

// The built index.html preloads the app's stylesheet (decision 026); the app applies it, and renders once it is in
// force, or has failed (unstyled rather than never). happy-dom fetches no stylesheet: told to, it reports each one
// as loaded the moment it is on the page; the tests of the wait hold each sheet's outcome and give it themselves.

// A browser reflects a link's `crossorigin` as null where it has none; happy-dom says ''. Reflect it as a browser does.
const happyDomCrossOrigin = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, 'crossOrigin')!;
const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
beforeEach(() => {
  settings.handleDisabledFileLoadingAsSuccess = true;
  Object.defineProperty(HTMLLinkElement.prototype, 'crossOrigin', {
    configurable: true,
    get(this: HTMLLinkElement) {
      return this.getAttribute('crossorigin');
    },
    set(this: HTMLLinkElement, value: string | null) {
      if (value === null) this.removeAttribute('crossorigin');
      else this.setAttribute('crossorigin', value);
    },
  });
});
afterEach(() => {
  settings.handleDisabledFileLoadingAsSuccess = false;
  Object.defineProperty(HTMLLinkElement.prototype, 'crossOrigin', happyDomCrossOrigin);
  document.head.innerHTML = '';
});

const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/**
 * Keeps the sheets the code links off the page (a comment in their place), so that no outcome arrives until the test
 * dispatches it: as a browser's does, later than the link.
 */
function holdSheets() {
  const sheets: HTMLLinkElement[] = [];
  const after = Element.prototype.after;
  Element.prototype.after = function (this: Element, ...nodes: (Node | string)[]) {
    for (const node of nodes) if (node instanceof HTMLLinkElement) sheets.push(node);
    after.call(this, document.createComment('held'));
  };
  return { sheets, release: () => void (Element.prototype.after = after) };
}

describe('applyPreloadedStylesheets', () => {
  it("links each preloaded stylesheet right after its preload, with the preload's address and credentials mode", async () => {
    document.head.innerHTML = [
      '<link rel="preload" as="style" href="/assets/index-abc.css" crossorigin="anonymous">',
      '<link rel="modulepreload" href="/assets/index-abc.js">',
      '<link rel="preload" as="font" href="/assets/font.woff2" crossorigin="anonymous">',
      '<link rel="preload" as="style" href="/assets/extra.css">',
    ].join('');

    await applyPreloadedStylesheets();

    expect([...document.head.children].map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`)).toEqual([
      'preload /assets/index-abc.css',
      'stylesheet http://localhost/assets/index-abc.css',
      'modulepreload /assets/index-abc.js',
      'preload /assets/font.woff2',
      'preload /assets/extra.css',
      'stylesheet http://localhost/assets/extra.css',
    ]);
    const [main, extra] = sheets();
    expect(main!.getAttribute('crossorigin')).toBe('anonymous');
    // A preload without one fetched the sheet without CORS: the sheet must match it, or the browser fetches it again.
    expect(extra!.hasAttribute('crossorigin')).toBe(false);
  });

  it('resolves when a sheet has failed to load, so the gift still opens', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/index-abc.css">';
    const held = holdSheets();
    const applied = applyPreloadedStylesheets();
    held.release();
    held.sheets[0]!.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });

  it('resolves when a sheet has loaded, and only once every sheet has', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/a.css"><link rel="preload" as="style" href="/assets/b.css">';
    const held = holdSheets();
    let applied = false;
    void applyPreloadedStylesheets().then(() => (applied = true));
    held.release();
    expect(held.sheets.map((sheet) => sheet.getAttribute('href'))).toEqual([
      'http://localhost/assets/a.css',
      'http://localhost/assets/b.css',
    ]);

    held.sheets[0]!.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applied).toBe(false);
    held.sheets[1]!.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applied).toBe(true);
  });

  it('resolves at once where nothing is preloaded (development: Vite injects the CSS itself)', async () => {
    await expect(applyPreloadedStylesheets()).resolves.toBeUndefined();
    expect(sheets()).toEqual([]);
  });
});
