import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { ROUTES, routePath } from '../src/shared/routes';
import type { Theme } from '../src/shared/themes';
import { axeFindings, csrf, login, openInApp, recipientSweep, unlockWithPin } from './support';

// The gift's designed themes (decision 041). Every recipient page of each non-rose theme has no serious or
// critical violation of axe's colour rules at phone size (the accessibility journey covers rose, and every rule,
// at both sizes; a theme changes colours and fonts only, and src/web/themes/themes.test.ts checks its pairs'
// contrast); a page in each theme wears its colours and its own display font, and no other theme's font is
// fetched; the hub's picker changes the preview. The gift's theme is shared by every journey: each test sets
// rose again when it ends.

/** The recipient's pages this sweep covers (not the quiz's lists, the reply or the wishes pages), in the sweeps' order
 * (e2e/support.ts). */
const RECIPIENT_PAGES = recipientSweep([ROUTES.quizList, ROUTES.quizOptions, ROUTES.reply, ROUTES.wishes, ROUTES.leaveWish]);

/** What each theme's page shows: the page's background (blush-50), the menu heading (rose-700), its display font. */
const LOOKS: Record<Theme, { background: string; heading: string | null; font: string | null; fontFile: RegExp | null }> = {
  rose: { background: 'rgb(255, 245, 248)', heading: null, font: null, fontFile: null },
  night: { background: 'rgb(20, 15, 28)', heading: 'rgb(251, 196, 214)', font: null, fontFile: null },
  cream: { background: 'rgb(253, 249, 242)', heading: 'rgb(122, 68, 33)', font: 'Playfair Display', fontFile: /playfair-display/ },
  sage: { background: 'rgb(245, 249, 243)', heading: 'rgb(51, 88, 47)', font: 'Dancing Script', fontFile: /dancing-script/ },
};
const THEMED: Theme[] = ['night', 'cream', 'sage'];

async function setTheme(page: Page, theme: Theme): Promise<void> {
  await login(page);
  const response = await page.request.put('/api/settings', { data: { theme }, headers: csrf });
  expect(response.status(), await response.text()).toBe(200);
}

/** axe's rules that read colours: the contrast of words, and links told apart from the text around them. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];
/** axe itself, the copy @axe-core/playwright runs: put in each page once, then run once per theme on it. */
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeFinding {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Serious or critical findings of the colour rules on the page as it is now. */
async function seriousFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeFinding[] }> } }).axe
        .run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    THEME_RULES,
  );
  const where = (node: AxeFinding['nodes'][number]) =>
    `${node.target.join(' ')} ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map(where).join(' | ')}`);
}

/** Dresses the loaded page in another theme the way the server's shell does: its sheet in place of the first's. */
async function wear(page: Page, theme: Theme): Promise<void> {
  const css = await (await page.request.get(`/themes/${theme}.css`)).text();
  await page.evaluate(
    async ({ theme, css }) => {
      document.getElementById('kado-theme')!.textContent = css;
      document.documentElement.dataset.theme = theme;
      await document.fonts.ready;
      // Colours that change under a `transition` (the buttons) pass through the old theme's: wait for their end.
      await new Promise(requestAnimationFrame);
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
    },
    { theme, css },
  );
}

test('every recipient page in every theme has no serious colour violation @phone-only', async ({ page }) => {
  test.setTimeout(90_000);
  await setTheme(page, THEMED[0]!);
  try {
    const created = await page.request.post('/api/gallery/create-folder', { data: { name: 'Tema' }, headers: csrf });
    const folderId = ((await created.json()) as { data: { id: number } }).data.id;
    // The recipient's view: the giver's session would add the giver's buttons to the pages.
    await page.context().clearCookies();
    await unlockWithPin(page);
    const findings: string[] = [];
    // The first page is loaded, served in the first theme; the router leads to the others. Each theme
    // is put on the page in turn, the first again after the last, as its shell would serve it.
    for (const [index, pattern] of RECIPIENT_PAGES.entries()) {
      const path = routePath(pattern, { folderId });
      if (index === 0) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', THEMED[0]!);
        await expect(page.locator('#loading-screen')).toBeHidden({ timeout: 10_000 });
        await expect(page.locator('h1').first()).toBeVisible();
      } else {
        await openInApp(page, path);
      }
      for (const theme of THEMED) {
        if (index > 0 || theme !== THEMED[0]) await wear(page, theme);
        findings.push(...(await seriousFindings(page)).map((finding) => `${theme} ${path}: ${finding}`));
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  } finally {
    await setTheme(page, 'rose');
  }
});

test('each theme dresses the page: its background, heading colour and display font, and only its own font is fetched', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  try {
    for (const theme of ['rose', ...THEMED] as Theme[]) {
      const look = LOOKS[theme];
      await setTheme(page, theme);
      await unlockWithPin(page);
      fonts.length = 0;
      await page.goto(ROUTES.features);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const seen = await page.evaluate(async () => {
        await document.fonts.ready;
        const h1 = document.querySelector('h1')!;
        return {
          theme: document.documentElement.dataset.theme ?? null,
          background: getComputedStyle(document.body).backgroundColor,
          heading: getComputedStyle(h1).color,
          family: getComputedStyle(h1).fontFamily,
          loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
        };
      });
      expect(seen.theme, theme).toBe(theme === 'rose' ? null : theme);
      expect(seen.background, theme).toBe(look.background);
      if (look.heading) expect(seen.heading, theme).toBe(look.heading);
      if (look.font) {
        expect(seen.family.startsWith(`"${look.font}"`), `${theme}: ${seen.family}`).toBe(true);
        expect(seen.loaded, theme).toContain(look.font);
        expect(await page.evaluate((font) => document.fonts.check(`700 2rem "${font}"`), look.font), theme).toBe(true);
        await expect.poll(() => fonts.length, theme).toBeGreaterThan(0);
        expect(
          fonts.filter((url) => !look.fontFile!.test(url)),
          `${theme} fetched another theme's font`,
        ).toEqual([]);
      } else {
        // Rose and night keep the system's serif: no font file at all.
        expect(seen.family, theme).toContain('Georgia');
        expect(seen.loaded, theme).toEqual([]);
        expect(fonts, theme).toEqual([]);
      }
      if (theme === 'rose') expect(seen.heading).not.toBe(LOOKS.night.heading);
    }
  } finally {
    await setTheme(page, 'rose');
  }
});

test("the hub's theme picker dresses the preview at once, and leaves the hub in Kado's own look", async ({ page }) => {
  await login(page);
  await page.goto(`${ROUTES.editPages}?section=look`);
  // The picker as a choice (its radios, words, saving and failure) is a component test (src/web/features/look/).
  const picker = page.getByRole('group', { name: 'Tema hadiah' });
  // The choices show once the settings are read; the sweep checks them then.
  await expect(picker.getByRole('radio', { name: /Mawar/ })).toBeVisible();
  expect(await axeFindings(page, '[data-testid="theme-field"]')).toEqual([]);
  const preview = page.frameLocator('main iframe');
  await expect(preview.locator('h1').first()).toBeVisible();
  try {
    await picker.getByRole('radio', { name: /Krem/ }).check();
    await expect(preview.locator('html')).toHaveAttribute('data-theme', 'cream');
    await expect(preview.locator('body')).toHaveCSS('background-color', LOOKS.cream.background);
    await expect(preview.locator('h1').first()).toHaveCSS('font-family', /^"Playfair Display"/);
    // The hub itself stays rose: its page carries the theme but switched off.
    await expect(page.locator('html')).toHaveAttribute('data-editor', '');
    await expect(page.locator('body')).toHaveCSS('background-color', LOOKS.rose.background);
    await picker.getByRole('radio', { name: /Malam/ }).check();
    await expect(preview.locator('html')).toHaveAttribute('data-theme', 'night');
    await expect(preview.locator('body')).toHaveCSS('background-color', LOOKS.night.background);
  } finally {
    await setTheme(page, 'rose');
  }
});
