// Moves the entry script and its modulepreloads onto /boot.js, which asks for them after the first paint.
import type { Plugin } from 'vite';

/** The app's scripts are asked for after the loading screen's first paint (decision 020): the entry's
 * <script> and its modulepreloads become data on /boot.js (src/web/public/boot.js), which adds them from
 * the first frame's next task. Otherwise the first paint shares a slow network with ~90 KB of scripts. */
export function appAfterFirstPaint(): Plugin {
  return {
    name: 'kado-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const modules: string[] = [];
        let entry = '';
        const out = html
          .replace(/\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
            modules.push(href);
            return '';
          })
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            entry = src;
            return `<script src="/boot.js" data-entry="${src}" data-modules="${modules.join(' ')}" defer></script>`;
          });
        if (!entry) throw new Error('index.html: no module script to start after the first paint');
        // The modulepreloads follow the script in Vite's output: fill them in now that all are known.
        return out.replace(/data-modules="[^"]*"/, `data-modules="${modules.join(' ')}"`);
      },
    },
  };
}
