import { expect, test } from './fixtures';
import type { LoveMoment } from '../src/shared/schemas/love-moment';
import { csrf, login, toast, unique, unlockWithPin } from './support';

// Time-capsule love moments (decision 028): the giver gives a moment an opening day in the editor; until
// then the recipient's card shows its cover, title and a countdown that turns at Jakarta's midnight, a tap says
// when it opens, and its letter is nowhere in the page. On its day it flips like any other.

/** Today in Asia/Jakarta (the gift's calendar), shifted by `days`. */
function jakartaDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a sealed moment counts down for the recipient, with no letter in the page; an opened one flips', async ({ page, browser }, info) => {
  test.setTimeout(60_000);
  const sealedTitle = unique('Kapsul', info.project.name);
  const openTitle = unique('Hari ini', info.project.name);
  const secret = `Surat rahasia ${Date.now().toString(36)} untuk nanti`;
  const openLetter = `Surat hari ini ${Date.now().toString(36)}`;

  // The giver writes the capsule in the editor, with its opening day ten days on.
  await login(page);
  await page.goto('/edit-love-moment');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Judul').fill(sealedTitle);
  await page.getByLabel('Tanggal').fill('2021-11-14');
  await page.getByLabel('Surat Cinta').fill(secret);
  await page.getByLabel('Dibuka pada (kapsul waktu)').fill(jakartaDay(10));
  await page.getByRole('button', { name: 'Add Moment' }).click();
  await expect(toast(page, 'Love moment created successfully!')).toBeVisible();
  // One whose day is today, through the API.
  const opened = await page.request.post('/api/love-moment', {
    headers: csrf,
    multipart: { title: openTitle, date: '2022-02-02', letter: openLetter, opens_at: jakartaDay(0) },
  });
  expect(opened.status()).toBe(200);

  // The giver still reads and edits the sealed letter.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const mine = ((await (await page.request.get('/api/love-moment')).json()) as { data: LoveMoment[] }).data.find(
    (m) => m.title === sealedTitle,
  )!;
  await page.getByLabel('Select Moment').selectOption(String(mine.id));
  await expect(page.getByLabel('Surat Cinta')).toHaveValue(secret);
  await expect(page.getByLabel('Dibuka pada (kapsul waktu)')).toHaveValue(jakartaDay(10));

  // The recipient.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  // The recipient's phone reads two minutes to midnight in Jakarta (the gift's calendar), so the badge can be
  // seen turning at midnight without a reload.
  await context.clock.install({ time: new Date(`${jakartaDay(0)}T16:58:00Z`) });
  const recipient = await context.newPage();
  await unlockWithPin(recipient);
  const reply = recipient.waitForResponse((response) => new URL(response.url()).pathname === '/api/love-moment');
  await recipient.goto('/love-moment');
  // Not in the page, and not in what the page was sent.
  expect(await (await reply).text()).not.toContain(secret);
  const sealed = recipient.getByTestId('love-moment-card').filter({ hasText: sealedTitle });
  await expect(sealed).toHaveAttribute('data-sealed', 'true');
  await expect(sealed.getByTestId('love-moment-countdown')).toHaveText('Terbuka dalam 10 hari');
  // The capsule itself (its heart is the other button).
  const capsule = sealed.getByRole('button', { name: /surat ini baru bisa dibuka/ });
  await expect(capsule).toHaveAccessibleName(new RegExp(`^${sealedTitle}: surat ini baru bisa dibuka pada \\d`));
  // A tap says when it opens, and flips nothing.
  await capsule.click();
  await expect(toast(recipient, 'Sabar ya, surat ini baru bisa dibuka pada')).toBeVisible();
  await expect(sealed).toHaveAttribute('data-sealed', 'true');
  expect(await recipient.content()).not.toContain(secret);
  // Midnight in Jakarta: one day fewer, on the same page.
  await recipient.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await recipient.clock.fastForward('02:30');
  await expect(sealed.getByTestId('love-moment-countdown')).toHaveText('Terbuka dalam 9 hari');
  expect(await recipient.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const open = recipient.getByTestId('love-moment-card').filter({ hasText: openTitle });
  await open.getByRole('button', { name: openTitle, exact: true, pressed: false }).click();
  await expect(open.getByRole('region', { name: `Surat cinta: ${openTitle}` })).toHaveText(openLetter);
  await context.close();
});
