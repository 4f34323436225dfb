import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_KINDS } from './media-kinds.js';
import { TempUploads } from './temp-uploads.js';

// Several processes share one DATA_DIR (decision 024): a starting process must not empty the temp folder
// under another's upload, yet what a crashed process left behind goes.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-temp-'));
  dirs.push(dir);
  return dir;
};
const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(4000, 7)]);
const host = os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';

describe('temp uploads', () => {
  it("keeps a live process's upload while another starts, and each clean stop removes only its own folder", async () => {
    const dir = dataDir();
    const first = new TempUploads(dir);
    await first.init();
    const received = await first.receive('music', Readable.from([mp3]), MEDIA_KINDS.music);
    const second = new TempUploads(dir);
    await second.init();
    expect(fs.readFileSync(received.tempPath)).toEqual(mp3);
    await second.close();
    expect(fs.existsSync(received.tempPath)).toBe(true);
    await first.close();
    expect(fs.readdirSync(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('removes at start what a process that is gone left, and loose files from before per-process folders', async () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadFolder = path.join(dir, 'tmp', `${host}-${gone.stdout}-0123abcd`);
    fs.mkdirSync(deadFolder, { recursive: true });
    fs.writeFileSync(path.join(deadFolder, 'cut-off.part'), 'half an upload');
    fs.writeFileSync(path.join(dir, 'tmp', 'old.part'), 'from an older version');
    const otherMachine = path.join(dir, 'tmp', `elsewhere-${process.pid}-89abcdef`);
    fs.mkdirSync(otherMachine);
    const temp = new TempUploads(dir);
    await temp.init();
    expect(fs.readdirSync(path.join(dir, 'tmp')).sort()).toEqual([path.basename(otherMachine), path.basename(temp.tmp)].sort());
  });
});
