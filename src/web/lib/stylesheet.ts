// The built index.html preloads the app's stylesheet instead of linking it
// (scripts/vite-plugins/stylesheet-after-loading-screen.ts; decision 026): the loading screen paints from the HTML alone. This applies
// the preloaded sheet and resolves once it is in force, so the app's first render is styled. In development
// Vite injects the CSS itself and there is no preload: it resolves at once.

/** The shell's stylesheet preload (index.html's), not a page's that /boot.js adds (`data-page`, decision 100). */
export const SHELL_SHEET_PRELOAD = 'link[rel="preload"][as="style"]:not([data-page])';

/**
 * `switchedOff`: links each preloaded sheet disabled instead, which the browser neither fetches nor parses. A page
 * opened first other than the opening has its own sheet, which holds all of the shell's, and never applies the shell's
 * (decision 099); Vite, which links a chunk's stylesheets before the chunk runs, finds the shell's link in the page for
 * each chunk that imports from the entry, and adds no other.
 */
export function applyPreloadedStylesheets(switchedOff = false): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>(SHELL_SHEET_PRELOAD)];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          if (switchedOff) sheet.disabled = true;
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A failed sheet must not keep the gift from opening: the app renders, unstyled, rather than never.
          sheet.onload = sheet.onerror = () => resolve();
          preload.after(sheet);
          if (switchedOff) resolve();
        }),
    ),
  ).then(() => undefined);
}
