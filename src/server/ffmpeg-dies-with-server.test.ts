import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './test-support/app-process.js';
import { EDITOR, multipart } from './test-support/test-app.js';
import { killOrphanedTools } from './services/video/video-converter.js';

// A server killed outright (SIGKILL, the OOM killer) takes its video conversion with it: ffmpeg runs with the
// kernel's parent-death signal (setpriv), and a start finds and ends what a dead process left running
// (docs/operations.md, "Video conversions and a crashed server"; decision 042).

const FFMPEG = '/usr/bin/ffmpeg';
const hasTools = fs.existsSync(FFMPEG) && fs.existsSync('/usr/bin/ffprobe') && fs.existsSync('/proc/self/cmdline');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-ffmpeg-death-'));
const started: number[] = [];
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop().catch(() => undefined);
  // Whatever a failing run left behind.
  for (const pid of started) if (running(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Is this process still running (a zombie waiting for its parent to reap it is not)? */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The ffmpeg processes whose command line names `text`. */
function ffmpegsNaming(text: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let argv: string[];
    try {
      argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (path.basename(argv[0] ?? '') === 'ffmpeg' && argv.some((arg) => arg.includes(text)) && running(Number(entry)))
      found.push(Number(entry));
  }
  return found;
}

async function until<T>(what: string, ms: number, check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!hasTools && !process.env.CI)('ffmpeg dies with the server', () => {
  it('a server killed with SIGKILL mid-conversion leaves no ffmpeg converting', async () => {
    // ffmpeg reading its input at the video's own pace (-re): a 60 s video converts for a minute.
    const slow = path.join(dir, 'ffmpeg');
    fs.writeFileSync(slow, `#!/bin/sh\nexec ${FFMPEG} -re "$@"\n`, { mode: 0o755 });
    const mov = path.join(dir, 'IMG_0002.MOV');
    execFileSync(FFMPEG, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=60'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'mov', mov],
    ]);
    const dataDir = path.join(dir, 'data');
    app = await startAppProcess({ DATA_DIR: dataDir, FFMPEG_PATH: slow });
    const login = await fetch(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    const { token } = (await login.json()) as { token: string };
    const form = multipart({ title: 'Untukmu', description: '' }, [
      { field: 'video', filename: 'IMG_0002.MOV', contentType: 'video/quicktime', data: fs.readFileSync(mov) },
    ]);
    const upload = await fetch(`${app.url}/api/video-gift`, {
      method: 'POST',
      headers: { 'content-type': String(form.headers?.['content-type']), authorization: `Bearer ${token}` },
      body: form.payload as Buffer,
    });
    expect(upload.status, await upload.text()).toBe(200);
    const converting = await until('ffmpeg converting', 20_000, () => {
      const found = ffmpegsNaming(dataDir);
      return found.length ? found : undefined;
    });
    started.push(...converting);

    expect(await app.signal('SIGKILL')).toBeNull();
    app = undefined;
    await until('ffmpeg gone after the server was killed', 5_000, () => (converting.some(running) ? undefined : true));
  }, 120_000);

  it('a start ends ffmpeg still working in the temp folder of a process that is gone, and no other', async () => {
    const tmpRoot = path.join(dir, 'sweep', 'tmp');
    const gone = spawnSync('true').pid;
    expect(running(gone)).toBe(false);
    const folders = [`${os.hostname()}-${gone}-0123abcd`, `${os.hostname()}-${process.pid}-89abcdef`];
    const tools = folders.map((folder) => {
      fs.mkdirSync(path.join(tmpRoot, folder), { recursive: true });
      // Run directly, as where setpriv is missing: nothing ends it when its server dies.
      const child = spawn(
        FFMPEG,
        [
          '-nostdin',
          '-v',
          'error',
          '-re',
          '-f',
          'lavfi',
          '-i',
          'sine=duration=60',
          '-y',
          '-f',
          'wav',
          path.join(tmpRoot, folder, 'a.part.mp4'),
        ],
        { stdio: 'ignore' },
      );
      started.push(child.pid!);
      return child;
    });
    await until('both ffmpeg running', 5_000, () =>
      tools.every((child) => ffmpegsNaming(tmpRoot).includes(child.pid!)) ? true : undefined,
    );

    expect(await killOrphanedTools(tmpRoot, ['ffmpeg', 'ffprobe'])).toBe(1);
    await until('the dead process’s ffmpeg gone', 5_000, () => (running(tools[0]!.pid!) ? undefined : true));
    // This process is alive: its conversion goes on.
    expect(running(tools[1]!.pid!)).toBe(true);
    tools[1]!.kill('SIGKILL');
  });
});
