// Hostile HEIC benchmark (decisions 051, 079). Run: npm run bench:heic (and with MALLOC_ARENA_MAX=2, as the units run)
//
// Makes a 12 KB HEIC that decodes to 49 MP (8100x6050 of one colour; cached in the OS temp folder), starts Kado as
// its own process (the sources, the production Node flags, a temp data folder), opens the wishes link, then sends
// as a guest 5 wishes with that photo at once, and then 5 with an empty name and the same photo. Meanwhile it asks
// /healthz every 25 ms and reads the server's resident memory from /proc every 50 ms. It reports /healthz's
// latency (p50, p99, max), the server's peak RSS and its RSS 5 s after the last reply, the event loop's delay as
// the server's own /metrics saw it, and how long the wishes took, with the machine's load average and MALLOC_ARENA_MAX
// (both change the figures). Not part of `npm test`: a 49 MP photo is seconds of both cores.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { freePort } from './built-server.js';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/shared/constants.js';

const root = path.resolve(import.meta.dirname, '..');
const PHOTO = path.join(os.tmpdir(), 'kado-bench-heic-v1', '49mp.heic');
const EDITOR = { email: 'giver@kado.bench', password: 'a-long-bench-password' };
const METRICS_TOKEN = 'bench-heic-metrics';
const csrf = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

async function makePhoto(): Promise<Buffer> {
  if (!fs.existsSync(PHOTO)) {
    fs.mkdirSync(path.dirname(PHOTO), { recursive: true });
    const jpeg = `${PHOTO}.jpg`;
    console.log('making the 49 MP HEIC (once, about 10 s)...');
    await sharp({ create: { width: 8100, height: 6050, channels: 3, background: '#c04080' } })
      .jpeg()
      .toFile(jpeg);
    execFileSync('heif-enc', ['-q', '10', '-o', `${PHOTO}.part.heic`, jpeg], { stdio: 'ignore' });
    fs.renameSync(`${PHOTO}.part.heic`, PHOTO);
    fs.rmSync(jpeg);
  }
  return fs.readFileSync(PHOTO);
}

/** The process's resident memory now, in MB (VmRSS of /proc/{pid}/status). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const photo = await makePhoto();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-bench-heic-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      EDITOR_EMAIL: EDITOR.email,
      EDITOR_PASSWORD: EDITOR.password,
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 300) throw new Error('Kado did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    const { token } = (await login.json()) as { token: string };
    const editor = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${url}/api/wishes/link`, { method: 'PUT', headers: editor, body: JSON.stringify({ open: true }) });
    const link = ((await (await fetch(`${url}/api/wishes/link`, { headers: editor })).json()) as { data: { url: string } }).data.url;
    const guest = { cookie: `kado_wish=${decodeURIComponent(link.split('/w/')[1] ?? '')}`, ...csrf };
    // The first /metrics read starts the event loop's window afresh.
    const metrics = () => fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
    await metrics();

    const loadBefore = os.loadavg()[0] ?? 0;
    const pid = child.pid!;
    const idle = rssMb(pid);
    let peak = idle;
    let running = true;
    const latencies: number[] = [];
    const healthz = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);

    const send = (name: string) => {
      const form = new FormData();
      form.set('name', name);
      form.set('message', 'Selamat ya!');
      form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/heic' }), 'IMG_0001.HEIC');
      return fetch(`${url}/api/wishes`, { method: 'POST', headers: guest, body: form }).then((r) => r.status);
    };
    const started = performance.now();
    const valid = await Promise.all(Array.from({ length: 5 }, (_, i) => send(`Teman ${i + 1}`)));
    const validMs = performance.now() - started;
    const emptyStarted = performance.now();
    const empty = await Promise.all(Array.from({ length: 5 }, () => send('')));
    const emptyMs = performance.now() - emptyStarted;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    running = false;
    clearInterval(sampler);
    await healthz;
    const after = rssMb(pid);
    const scrape = await metrics();
    const lag = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(scrape)?.[1] ?? NaN) * 1000;

    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`5 wishes with a 49 MP HEIC (${(photo.length / 1024).toFixed(1)} KB) at once: ${valid.join(', ')} in ${ms(validMs)}`);
    console.log(`5 with an empty name and the same photo at once: ${empty.join(', ')} in ${ms(emptyMs)}`);
    const [p50, p99, max] = [percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? 0].map(ms);
    console.log(`/healthz during both and 5 s after (${latencies.length} asked): p50 ${p50}, p99 ${p99}, max ${max}`);
    const [lagP99, lagMax] = ['nodejs_eventloop_lag_p99_seconds', 'nodejs_eventloop_lag_max_seconds'].map((name) => ms(lag(name)));
    console.log(`event loop delay (the server's own): p99 ${lagP99}, max ${lagMax}`);
    console.log(`server RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 5 s after the last reply ${after.toFixed(0)} MB`);
    const load = `${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after`;
    console.log(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(unset)'}; load average (1 min, ${os.cpus().length} cores): ${load}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
