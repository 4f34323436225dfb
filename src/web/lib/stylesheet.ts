// The built index.html preloads the app's stylesheet instead of linking it
// (scripts/vite-plugins/stylesheet-after-loading-screen.ts; decision 026): the loading screen paints from the HTML alone. This applies
// the preloaded sheet and resolves once it is in force, so the app's first render is styled. In development
// Vite injects the CSS itself and there is no preload: it resolves at once.

export function applyPreloadedStylesheets(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A failed sheet must not keep the gift from opening: the app renders, unstyled, rather than never.
          sheet.onload = sheet.onerror = () => resolve();
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
