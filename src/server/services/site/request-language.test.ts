import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../shared/message-codes.js';
import { OPERATOR, useTestApp } from '../../test-support/test-app.js';
import { preferredLanguage } from './request-language.js';

// The operator's console follows the browser's language (decision 032); a gift follows its own.

describe('preferredLanguage', () => {
  it('is English only when the browser ranks English above every Indonesian', () => {
    expect(preferredLanguage(undefined)).toBe('id');
    expect(preferredLanguage('')).toBe('id');
    expect(preferredLanguage('en-US,en;q=0.9')).toBe('en');
    expect(preferredLanguage('id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('id');
    expect(preferredLanguage('en-GB;q=0.8, id;q=0.9')).toBe('id');
    expect(preferredLanguage('fr-FR,fr;q=0.9,en;q=0.5')).toBe('en');
    expect(preferredLanguage('fr,de')).toBe('id');
    expect(preferredLanguage('en;q=0, id;q=0.1')).toBe('id');
    expect(preferredLanguage('EN')).toBe('en');
  });
});

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-web-lang-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="id"><div id="root"></div></html>');
fs.writeFileSync(path.join(webDir, 'index.en.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');

describe("the operator's console in the browser's language", () => {
  const t = useTestApp({ baseDomain: 'kado.localhost', webDir });
  const consoleHost = { host: 'kado.localhost' };

  it('serves the English shell to an English browser, the Indonesian one otherwise, and says it varies', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/', headers: { ...consoleHost, 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers.vary).toMatch(/accept-language/i);
    const indonesian = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...consoleHost, 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    });
    expect(indonesian.body).toContain('<html lang="id">');
    const none = await t.app.inject({ method: 'GET', url: '/', headers: consoleHost });
    expect(none.body).toContain('<html lang="id">');
  });

  it("answers the operator's API in the browser's language", async () => {
    const wrong = { email: OPERATOR.email, password: 'not-the-password' };
    const id = await t.app.inject({ method: 'POST', url: '/api/operator/login', headers: consoleHost, payload: wrong });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      headers: { ...consoleHost, 'accept-language': 'en' },
      payload: wrong,
    });
    expect(id.statusCode).toBe(401);
    expect(en.statusCode).toBe(401);
    expect(en.json().code).toBe(id.json().code);
    expect(en.json().message).toBe(renderMessage(id.json().code, 'en'));
    expect(en.json().message).not.toBe(id.json().message);
  });

  it('leaves a gift in its own language whatever the browser asks', async () => {
    const gift = await t.gift('tetap-indonesia');
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { ...gift.anonymous, 'accept-language': 'en' } });
    expect(page.body).toContain('<html lang="id">');
    expect(page.headers.vary ?? '').not.toMatch(/accept-language/i);
  });
});
