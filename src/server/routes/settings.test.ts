import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EN_MSG, EN_SETTINGS_MSG } from '../../shared/en-messages.js';
import { THEMES } from '../../shared/themes.js';
import { csrf, PIN, useTestApp } from '../test-support/test-app.js';

/** The giver's mails (decision 061): the first opening and replies on, wishes off. */
const NOTIFY_DEFAULTS = { opened: true, replies: true, wishes: false, moments: true };

// The gift's language: read by anyone who reaches the gift, set by the giver;
// an English gift's replies carry English messages, its data stays the giver's own words.

describe('GET/PUT /api/settings', () => {
  const t = useTestApp();
  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...headers, ...csrf }, payload: payload as object });
  const verify = (pin: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin }, remoteAddress: ip });

  it('starts in Indonesian; a stranger and the recipient read its language and theme, only the giver its switches', async () => {
    // The recipient's pages need the language and the theme; the giver's mail switches and footsteps are the giver's
    // (decision 078).
    for (const headers of [{}, t.viewer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers });
      expect(res.json()).toEqual({ success: true, data: { language: 'id', theme: 'rose', themes: THEMES } });
    }
    const giver = await t.app.inject({ method: 'GET', url: '/api/settings', headers: t.editor });
    expect(giver.json()).toEqual({
      success: true,
      data: { language: 'id', record_activity: true, notify: NOTIFY_DEFAULTS, theme: 'rose', themes: THEMES },
    });
  });

  it('only the giver changes it; a language that is not id or en is refused and nothing changes', async () => {
    expect((await put({}, { language: 'en' })).statusCode).toBe(401);
    expect((await put(t.viewer, { language: 'en' })).statusCode).toBe(403);
    const bad = await put(t.editor, { language: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, errors: { language: ['Bahasa harus "id" atau "en".'] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().data.language).toBe('id');
  });

  it("in English: the server's messages are English, the giver's words are not touched", async () => {
    expect((await verify('000000', '10.9.0.1')).json().message).toBe('PIN salah');
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/opening',
      headers: t.editor,
      payload: { title: 'Untukmu', recipient_name: 'Dinda' },
    });
    expect(named.statusCode).toBe(200);
    const saved = await put(t.editor, { language: 'en' });
    expect(saved.json()).toEqual({
      success: true,
      message: 'Settings saved.',
      data: { language: 'en', record_activity: true, notify: NOTIFY_DEFAULTS, theme: 'rose', themes: THEMES },
    });
    expect((await verify('000000', '10.9.0.2')).json().message).toBe('Wrong PIN');
    expect((await verify('12', '10.9.0.3')).json()).toMatchObject({ errors: { pin: ['The PIN must be 6 digits'] } });
    // The opening is the giver's words now, not the demo's: the same in either language.
    const opening = await t.app.inject({ method: 'GET', url: '/api/opening' });
    expect(opening.json().data[0]).toMatchObject({ title: 'Untukmu', recipient_name: 'Dinda' });
    expect((await verify(PIN, '10.9.0.4')).statusCode).toBe(200);
    await put(t.editor, { language: 'id' });
    expect((await verify('000000', '10.9.0.5')).json().message).toBe('PIN salah');
  });
});

describe('the theme (decision 041)', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-web-theme-'));
  const shell = '<!doctype html><html lang="id"><head><title>Kado</title></head><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(webDir, 'index.html'), shell);
  fs.mkdirSync(path.join(webDir, 'themes'));
  for (const theme of THEMES.slice(1)) fs.writeFileSync(path.join(webDir, 'themes', `${theme}.css`), `:root[data-theme=${theme}]{--x:1}`);
  const t = useTestApp({ webDir });
  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...headers, ...csrf }, payload: payload as object });

  it('lists the themes, rose first and chosen; the giver picks one, an unknown name is refused and changes nothing', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json().data;
    expect(first).toMatchObject({ theme: 'rose', themes: ['rose', 'night', 'cream', 'sage'] });
    expect((await put({}, { theme: 'night' })).statusCode).toBe(401);
    expect((await put(t.viewer, { theme: 'night' })).statusCode).toBe(403);
    const bad = await put(t.editor, { theme: 'neon' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { theme: ['Tema tidak dikenal. Pilih salah satu: rose, night, cream, sage.'] } });
    const saved = await put(t.editor, { theme: 'night' });
    expect(saved.json()).toMatchObject({ success: true, data: { theme: 'night', language: 'id', record_activity: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: t.viewer })).json().data.theme).toBe('night');
    // Any subset: the language leaves the theme alone.
    await put(t.editor, { language: 'en' });
    const english = await put(t.editor, { theme: 'moss' });
    expect(english.json()).toMatchObject({ errors: { theme: [EN_SETTINGS_MSG.themeInvalid] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().data).toMatchObject({ theme: 'night', language: 'en' });
  });

  it("serves the gift's theme's shell: rose as built, another with data-theme and its sheet inline, off on the giver's pages", async () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    await put(t.editor, { theme: 'rose' });
    expect((await page('/')).body).toBe(shell);
    await put(t.editor, { theme: 'cream' });
    const themed = (await page('/gallery')).body;
    expect(themed).toContain('<html lang="id" data-theme="cream">');
    expect(themed).toContain('<style id="kado-theme">:root[data-theme=cream]{--x:1}</style></head>');
    expect(themed).not.toContain('data-theme=night');
    expect((await page('/edit-hub')).body).toContain('<html lang="id" data-theme="cream" data-editor="">');
    await put(t.editor, { theme: 'rose' });
    expect((await page('/')).body).toBe(shell);
  });
});

describe('an English private gift, closed to a stranger', () => {
  const t = useTestApp({ baseDomain: 'kado.localhost', publicUrl: 'https://kado.localhost:8443' });

  it('shows its closed page and refuses its API in English; an unknown gift stays Indonesian', async () => {
    const gift = await t.gift('tertutup');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...gift.editor, ...csrf },
      payload: { language: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: gift.anonymous });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toContain('Kado ini hanya bisa dibuka');
    expect(page.body).toContain('Giving this gift? Sign in here');
    const api = await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.anonymous });
    expect(api.statusCode).toBe(403);
    expect(api.json().message).toBe(EN_MSG.giftPrivate);
    expect(page.body).toContain(EN_MSG.giftPrivate);
    const unknown = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'tidak-ada.kado.localhost' } });
    expect(unknown.body).toContain('<html lang="id">');
  });
});
