// iPhone video benchmark (decision 042). Run: npm run bench:hevc
//
// Makes a one-minute 1080p HEVC clip in a QuickTime file (ffmpeg libx265, testsrc2 and a sine tone, tagged hvc1
// as an iPhone writes it; cached in the OS temp folder), uploads it as the giver through app.inject, and
// reports how long the server's conversion to H.264/AAC MP4 takes (from the upload's reply to the video in
// place), the peak resident memory of ffmpeg (VmHWM of each ffmpeg the server starts) and of the server
// process, and the sizes. Not part of `npm test`: it keeps both cores busy for about a minute.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTestApp, multipart } from '../src/server/test-support/test-app.js';
import { CONVERSION_THREADS } from '../src/server/services/video/video-converter.js';
// The server's Fastify augmentations (app.ctx, request.auth), since scripts/ is typechecked with the web config.
import type {} from '../src/server/types.js';

const SECONDS = 60;
/** The conversion must end within this on the 2-core CI machine. */
const GOAL_S = 120;
const FFMPEG = fs.existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const CLIP = path.join(os.tmpdir(), 'kado-bench-hevc-v1', 'iphone-1080p-60s.mov');

function makeClip(): void {
  if (fs.existsSync(CLIP)) return;
  fs.mkdirSync(path.dirname(CLIP), { recursive: true });
  const partial = `${CLIP}.part.mov`;
  console.log('making the 60 s 1080p HEVC clip (once)...');
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=duration=${SECONDS}:size=1920x1080:rate=30`, '-f', 'lavfi', '-i', `sine=duration=${SECONDS}`],
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-c:a', 'aac', '-shortest'],
    partial,
  ]);
  fs.renameSync(partial, CLIP);
}

/** The peak resident memory (VmHWM, kB) of a process, or 0 once it is gone. */
function peakKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The ids of this process's children named ffmpeg. */
function ffmpegChildren(): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)]).toString();
    return out
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, name]) => name === 'ffmpeg')
      .map(([pid]) => Number(pid));
  } catch {
    return [];
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  makeClip();
  const clip = fs.readFileSync(CLIP);
  const t = await createTestApp();
  try {
    const editor = { authorization: `Bearer ${await t.editorToken()}` };
    const rssBefore = process.memoryUsage().rss;
    const form = multipart({ title: 'Dari iPhone', description: '' }, [
      { field: 'video', filename: 'IMG_0001.MOV', contentType: 'video/quicktime', data: clip },
    ]);
    const uploadStart = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/video-gift',
      payload: form.payload,
      headers: { ...form.headers, ...editor },
    });
    if (res.statusCode !== 200) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
    const replied = performance.now();

    const ffmpegPeaks = new Map<number, number>();
    let serverPeak = process.memoryUsage().rss;
    const percents: number[] = [];
    let done: { data: { video_url: string; poster_url: string } | null; conversion?: { state: string; message: string | null } };
    for (;;) {
      for (const pid of ffmpegChildren()) ffmpegPeaks.set(pid, Math.max(ffmpegPeaks.get(pid) ?? 0, peakKb(pid)));
      serverPeak = Math.max(serverPeak, process.memoryUsage().rss);
      done = (await t.app.inject({ method: 'GET', url: '/api/video-gift', headers: editor })).json();
      if (done.conversion?.state !== 'converting') break;
      percents.push((done.conversion as unknown as { percent: number }).percent);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const converted = performance.now();
    if (done.conversion) throw new Error(`conversion failed: ${done.conversion.message}`);
    const stored = await t.app.ctx.media.open(done.data!.video_url);
    const seconds = (converted - replied) / 1000;
    const ffmpegPeak = Math.max(0, ...ffmpegPeaks.values());
    const serverMaxRss = process.resourceUsage().maxRSS;

    console.log(`\nclip: ${SECONDS} s 1920x1080 30 fps HEVC + AAC .mov, ${(clip.length / 1024 / 1024).toFixed(1)} MB`);
    console.log(`upload (inject, metadata emptied, codec read): ${((replied - uploadStart) / 1000).toFixed(1)} s`);
    console.log(
      `conversion to H.264/AAC MP4 + poster: ${seconds.toFixed(1)} s (goal <= ${GOAL_S} s), ffmpeg threads ${CONVERSION_THREADS}`,
    );
    console.log(`progress seen: ${[...new Set(percents)].join(', ')} %`);
    console.log(`converted: ${((stored?.size ?? 0) / 1024 / 1024).toFixed(1)} MB`);
    console.log(`ffmpeg peak RSS (VmHWM, largest of ${ffmpegPeaks.size} processes): ${mb(ffmpegPeak)}`);
    console.log(`server process: RSS before ${mb(rssBefore / 1024)}, peak sampled ${mb(serverPeak / 1024)}, maxRSS ${mb(serverMaxRss)}`);
    console.log(`cores: ${os.availableParallelism()}`);
    if (seconds > GOAL_S) process.exitCode = 1;
  } finally {
    await t.close();
  }
}

await main();
