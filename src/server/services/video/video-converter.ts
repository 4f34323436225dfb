import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { VIDEO_GIFT_MSG } from '../../../shared/messages/video-gift.js';
import { failAbandonedConversions, type VideoConversionRow } from '../../repositories/video-gift-repository.js';
import { MEDIA_KINDS } from '../../storage/media-kinds.js';
import type { ReceivedFile } from '../../storage/media-store.js';
import { stripVideoMetadata } from '../../storage/video-metadata.js';
import { persistUpload, removeStored } from '../uploads/persist-upload.js';

// The video gift's conversion (decision 042): a video a recipient's browser may not play (HEVC, any .mov) is
// re-encoded to H.264/AAC MP4 by ffmpeg in the background, one at a time in this process, from the upload's
// temp file on the data disk (either media store), with a JPEG poster frame; then both are placed and the
// gift points at them in one transaction. The state lives in video_conversions, so every process and a
// reload see it; a start marks the conversions of dead processes as failed and kills their leftover ffmpeg.

/** x264 and AAC as decision 042 sets them; `-map_metadata -1` drops the container's metadata (location). */
const ENCODE = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'];
/** A long side above 1920 px (4K phones) is brought down to it: time and memory, and every browser plays 1080p. */
const SCALE = "scale=w='min(1920,iw)':h='min(1920,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2";
/** ffmpeg's threads: the machine's cores less one for the server, at least 1, at most 4. */
export const CONVERSION_THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** A conversion of another host with no progress for this long is taken as dead at start. */
const FOREIGN_STALE_MS = 10 * 60 * 1000;
/** Progress is written at most this often (each write is a database update). */
const PROGRESS_EVERY_MS = 1000;

/**
 * Run through util-linux's setpriv, ffmpeg and ffprobe get the kernel's parent-death signal (PR_SET_PDEATHSIG,
 * kept across exec): when the server dies, even by SIGKILL or the OOM killer, they are killed with it instead
 * of converting on into a dead process's temp folder (docs/operations.md, "Video conversions and a crashed
 * server"). Node has no prctl of its own. Without setpriv they run as before, and the start-up sweep
 * (killOrphanedTools) ends what a dead server left.
 */
const SETPRIV = ['setpriv', '--pdeathsig', 'KILL', '--'];
let setprivWorks: Promise<boolean> | undefined;
/** The words that start a tool: setpriv's when it is there and may set the signal (asked once per process). */
async function launcher(): Promise<string[]> {
  setprivWorks ??= run(SETPRIV[0]!, [...SETPRIV.slice(1), 'true']).then(
    () => true,
    () => false,
  );
  return (await setprivWorks) ? SETPRIV : [];
}

/** This process, as a conversion's owner: `${host}-${pid}`. */
const HOST = os.hostname();
const OWNER = `${HOST}-${process.pid}`;

/** A conversion that failed for a reason the giver is told (`message`, Indonesian; the reply translates it). */
class ConversionError extends Error {}

interface Job {
  siteId: number;
  upload: ReceivedFile;
}

export class VideoConverter {
  private readonly ffmpeg: string;
  private readonly ffprobe: string;
  private available: Promise<boolean> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly running = new Set<ChildProcess>();
  private stopping = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ffmpeg = ctx.config.ffmpegPath ?? 'ffmpeg';
    this.ffprobe = ctx.config.ffprobePath ?? 'ffprobe';
  }

  /** The process that owns new conversions. */
  readonly owner = OWNER;

  /** Are ffmpeg and ffprobe there to run? Asked once per process. */
  hasFfmpeg(): Promise<boolean> {
    this.available ??= Promise.all(
      [this.ffmpeg, this.ffprobe].map((tool) =>
        runTool(tool, ['-version']).then(
          () => true,
          () => false,
        ),
      ),
    ).then((found) => found.every(Boolean));
    return this.available;
  }

  /** At start: conversions left 'converting' by a process that is gone are failed, so the giver is told. */
  async failAbandoned(): Promise<void> {
    const abandoned = (row: VideoConversionRow) => {
      if (row.owner === OWNER) return false;
      const match = /^(.*)-(\d+)$/.exec(row.owner);
      if (match?.[1] === HOST) return !alive(Number(match[2]));
      return Date.now() - Date.parse(row.updated_at) > FOREIGN_STALE_MS;
    };
    const count = await failAbandonedConversions(this.ctx.db, abandoned, VIDEO_GIFT_MSG.conversionInterrupted);
    if (count > 0) this.log.warn({ count }, 'video conversions of a stopped process marked failed');
    const killed = await killOrphanedTools(path.join(this.ctx.config.dataDir, 'tmp'), [this.ffmpeg, this.ffprobe]);
    if (killed > 0) this.log.warn({ count: killed }, 'ffmpeg processes of a stopped process ended');
  }

  /** Queues the conversion of an upload the route already marked 'converting'; the converter owns its temp file. */
  start(siteId: number, upload: ReceivedFile): Promise<void> {
    const job = this.queue.then(() => this.ctx.scope.run(siteId, () => this.convert({ siteId, upload })));
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** At a clean stop: running ffmpeg processes are ended; their gifts say the conversion stopped. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const child of this.running) child.kill('SIGKILL');
    await this.queue;
  }

  private async convert({ upload }: Job): Promise<void> {
    const gifts = this.ctx.repos.videoGift;
    const output = `${upload.tempPath}.mp4`;
    const poster = `${upload.tempPath}.jpg`;
    const temps = [upload.tempPath, output, poster];
    try {
      if (this.stopping) throw new ConversionError(VIDEO_GIFT_MSG.conversionInterrupted);
      const duration = await this.duration(upload.tempPath);
      await this.encode(upload.tempPath, output, duration, (percent) => gifts.conversionProgress(percent));
      await this.takePoster(output, poster, duration);
      // ffmpeg still writes its own name and the track times; emptied as every uploaded video's are.
      await stripVideoMetadata(output, 'video/mp4');
      const size = (await fs.stat(output)).size;
      const video: ReceivedFile = {
        field: 'video',
        tempPath: output,
        size,
        mime: 'video/mp4',
        kind: MEDIA_KINDS.video,
        originalName: upload.originalName,
      };
      const frame: ReceivedFile = {
        field: 'poster',
        tempPath: poster,
        size: (await fs.stat(poster)).size,
        mime: 'image/jpeg',
        kind: MEDIA_KINDS.poster,
      };
      const before = await persistUpload(this.ctx, [video, frame], (trx, paths) =>
        gifts.finishConversion(paths.video!, paths.poster!, trx),
      );
      this.ctx.readCache.clear();
      await removeStored(this.ctx, [before?.video_path, before?.poster_path]);
    } catch (error) {
      const message = error instanceof ConversionError ? error.message : VIDEO_GIFT_MSG.conversionFailed;
      if (!(error instanceof ConversionError)) this.log.error({ err: error }, 'video conversion failed');
      await gifts.failConversion(message).catch((failure: unknown) => this.log.error({ err: failure }, 'video conversion state not saved'));
      this.ctx.readCache.clear();
    } finally {
      await Promise.all(temps.map((file) => fs.rm(file, { force: true })));
    }
  }

  /** The video's duration in seconds (ffprobe); a file ffprobe cannot read fails the conversion. */
  private async duration(input: string): Promise<number> {
    const args = ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', input];
    const out = await runTool(this.ffprobe, args, this.running).catch(() => {
      throw new ConversionError(this.stopping ? VIDEO_GIFT_MSG.conversionInterrupted : VIDEO_GIFT_MSG.conversionFailed);
    });
    const seconds = Number.parseFloat(out);
    if (!(seconds > 0)) throw new ConversionError(VIDEO_GIFT_MSG.conversionFailed);
    return seconds;
  }

  /** Re-encodes with ffmpeg, reporting whole percents from its `-progress` output against the duration. */
  private async encode(input: string, output: string, duration: number, progress: (percent: number) => Promise<void>): Promise<void> {
    const args = [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', SCALE, ...ENCODE],
      ...['-threads', String(CONVERSION_THREADS), '-movflags', '+faststart', '-map_metadata', '-1', '-map_chapters', '-1'],
      ...['-progress', 'pipe:1', '-nostats', '-f', 'mp4', output],
    ];
    let shown = 0;
    let writtenAt = 0;
    await runTool(this.ffmpeg, args, this.running, (line) => {
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (!match) return;
      const percent = Math.min(99, Math.floor((Number(match[1]) / 1e6 / duration) * 100));
      if (percent <= shown || Date.now() - writtenAt < PROGRESS_EVERY_MS) return;
      shown = percent;
      writtenAt = Date.now();
      progress(percent).catch((error: unknown) => this.log.warn({ err: error }, 'video conversion progress not saved'));
    }).catch(() => {
      throw new ConversionError(this.stopping ? VIDEO_GIFT_MSG.conversionInterrupted : VIDEO_GIFT_MSG.conversionFailed);
    });
  }

  /** A JPEG of the frame at a tenth of the video (at most 1 s in), taken from the converted file. */
  private async takePoster(video: string, poster: string, duration: number): Promise<void> {
    const at = Math.min(1, duration / 10).toFixed(2);
    const args = ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-ss', at, '-i', video, '-frames:v', '1', '-q:v', '4'];
    await runTool(this.ffmpeg, [...args, '-map_metadata', '-1', '-f', 'image2', poster], this.running).catch(() => {
      throw new ConversionError(this.stopping ? VIDEO_GIFT_MSG.conversionInterrupted : VIDEO_GIFT_MSG.conversionFailed);
    });
  }
}

/** Runs ffmpeg or ffprobe as `run` does, set to die with the server where setpriv is there (launcher). */
async function runTool(tool: string, args: string[], running?: Set<ChildProcess>, onLine?: (line: string) => void): Promise<string> {
  const [command = tool, ...rest] = [...(await launcher()), tool, ...args];
  return run(command, rest, running, onLine, tool);
}

/**
 * Runs a tool to its end: resolves with its stdout (or feeds it line by line to `onLine`), rejects when it
 * cannot start or exits other than 0, with the end of its stderr.
 */
function run(tool: string, args: string[], running?: Set<ChildProcess>, onLine?: (line: string) => void, name = tool): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    running?.add(child);
    let out = '';
    let err = '';
    if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
    else child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.on('error', (error) => {
      running?.delete(child);
      reject(error);
    });
    child.on('close', (code) => {
      running?.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${name} exited with ${code}: ${err.trim()}`));
    });
  });
}

/**
 * At start: ffmpeg or ffprobe processes still working on a file in the temp folder of a process of this host
 * that is gone (DATA_DIR/tmp/{host}-{pid}-{random}, temp-uploads.ts) are killed; how many. Found by their
 * command line in /proc (Linux; elsewhere none are found), so a reused pid is never mistaken for one.
 */
export async function killOrphanedTools(tmpRoot: string, tools: string[]): Promise<number> {
  const names = new Set(['ffmpeg', 'ffprobe', ...tools.map((tool) => path.basename(tool))]);
  const folder = new RegExp(`^${tmpRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(.+)-(\\d+)-[0-9a-f]{8}/`);
  let entries: string[];
  try {
    entries = await fs.readdir('/proc');
  } catch {
    return 0;
  }
  let killed = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const argv = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').then(
      (text) => text.split('\0'),
      () => [],
    );
    if (!names.has(path.basename(argv[0] ?? ''))) continue;
    const owner = argv.map((arg) => folder.exec(arg)).find((match) => match !== null);
    if (!owner || owner[1] !== HOST || Number(owner[2]) === process.pid || alive(Number(owner[2]))) continue;
    try {
      process.kill(Number(entry), 'SIGKILL');
      killed += 1;
    } catch {
      // Ended meanwhile.
    }
  }
  return killed;
}

/** Is the process with this id running on this machine? */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
