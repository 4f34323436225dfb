// Takes the README's screenshot (docs/screenshot.png): the opening page on a phone, from the built app.
// Run after `npm run build`: npx tsx scripts/take-screenshot.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = 20000 + Math.floor(Math.random() * 20000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-shot-'));
const server = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false' },
  stdio: 'ignore',
});

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer at ${url}`);
}

try {
  await waitForServer(`http://127.0.0.1:${port}/api/opening`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  await page.goto(`http://127.0.0.1:${port}/`);
  // The loading screen takes 2 s; the name types at 500 ms a character ('Nama' is 4).
  await page.getByText('This is For').waitFor();
  await page.waitForTimeout(4500);
  const out = path.join(root, 'docs/screenshot.png');
  await page.screenshot({ path: out });
  await browser.close();
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
