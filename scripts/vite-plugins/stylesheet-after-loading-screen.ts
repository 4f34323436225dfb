// Turns the built page's stylesheet link into a preload, so the loading screen paints without waiting for it.
import type { Plugin } from 'vite';

/** The loading screen (styled inline) paints before the app's stylesheet arrives (decisions 020, 026): a
 * stylesheet <link> anywhere in the page holds up the first paint (in <head>) or counts as render-blocking
 * (in <body>), so the build turns Vite's link into a preload, and src/web/lib/stylesheet.ts applies it
 * before the app's first render: the app never shows unstyled, and the loading screen never waits. */
export function stylesheetAfterLoadingScreen(): Plugin {
  return {
    name: 'kado-stylesheet-after-loading-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let found = 0;
        const out = html.replace(/<link rel="stylesheet"([^>]*)>/g, (_tag, rest: string) => {
          found += 1;
          return `<link rel="preload" as="style"${rest}>`;
        });
        if (found === 0) throw new Error('index.html: no stylesheet link to turn into a preload');
        return out;
      },
    },
  };
}
