import { PageFallback } from '@/components/page-fallback';
import { applyPreloadedStylesheets, SHELL_SHEET_PRELOAD } from '@/lib/stylesheet';
import { isEditorRoute, ROUTES } from '@shared/routes';

// How a page's code arrives (router.tsx, editor-routes.tsx): with the pages' stylesheet, as the offline page
// when it cannot be fetched, and as the offline page too when one of its own reads gets no reply (decision 058).

/** A page's code that could not be fetched becomes the offline page: a retry and the way back (decision 031). */
export const offlinePage = () => import('@/components/offline-page').catch(() => ({ default: PageFallback }));

/** Whether a giver's or operator's page asked for the whole app's stylesheet, which holds the pages' too. */
let wholeAppStyles = false;

/**
 * The shell's stylesheet (styles.css, which index.html preloads) holds nothing pages.css and editor.css lack: both are
 * built from the same design and from more sources. Once either is in force the shell's is switched off, so a page's
 * elements are not matched against each of its rules twice (decision 089); the cascade is the later sheet's already.
 */
function shellSheetOff(): void {
  const preloaded = new Set([...document.querySelectorAll<HTMLLinkElement>(SHELL_SHEET_PRELOAD)].map((link) => link.href));
  for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (preloaded.has(sheet.href)) sheet.disabled = true;
}

const pageStyles = () => (wholeAppStyles ? Promise.resolve() : import('@/page-styles')).then(shellSheetOff);
const editorStyles = () => {
  wholeAppStyles = true;
  return import('@/editor-styles').then(shellSheetOff);
};

/**
 * The stylesheet the first page needs, in force before the app's first render (main.tsx). The opening has the shell's
 * (index.html preloads it); any other page opened first has its own from the start, pages.css or editor.css, so the
 * shell's is never applied there: applying it and then switching it off for the page's restyled every element twice
 * more under the loading screen (decision 099). If the page's sheet cannot be fetched, the shell's styles the
 * offline page, as it does later on.
 */
export function firstPageStyles(pathname: string): Promise<void> {
  if (pathname === ROUTES.opening) return applyPreloadedStylesheets();
  void applyPreloadedStylesheets(true);
  return (isEditorRoute(pathname) ? editorStyles() : pageStyles()).catch(() => applyPreloadedStylesheets());
}

/**
 * Every page but the opening comes with the recipient pages' stylesheet (pages.css), and with the offline
 * page's code (1.4 KB), so that a later page whose code cannot be fetched can show it, with or without the offline
 * worker (decision 055: the other pages' code is no longer fetched by the page). That code also guards the page
 * (`guard`): once one of the page's own reads gets no reply, it shows the offline page in place of its load failure.
 */
export const withStyles =
  <T>(load: () => Promise<T>) =>
  () =>
    // The offline page stands in for any page's module: it takes no props (hence the cast).
    Promise.all([load(), pageStyles(), offlinePage()]).then(
      ([module, , offline]) => ('guard' in offline ? offline.guard(module) : module),
      offlinePage as () => Promise<never>,
    );

/**
 * The giver's and the operator's pages: as withStyles, with the whole app's stylesheet (editor.css) in place of the
 * recipient pages' (pages.css), which holds only what the recipient's pages use. editor.css holds all of
 * pages.css, so once it was asked for no page asks for pages.css; where pages.css came first, editor.css follows it.
 * Either way the last sheet in the document is a superset of those before it, so its order decides (decision 026).
 */
export const withEditorStyles =
  <T>(load: () => Promise<T>) =>
  () => {
    return Promise.all([editorStyles(), load(), offlinePage()]).then(
      ([, module, offline]) => ('guard' in offline ? offline.guard(module) : module),
      offlinePage as () => Promise<never>,
    );
  };
