// Run by storage/heic-worker.test.ts in its own process (tsx): decodes the HEIC named on the command line as an
// upload's is decoded (decodeHeic, in a worker thread of this process) and prints, as JSON, the decoded size and
// how far this process's resident memory peaked above where it stood before. Linux only (/proc/self).
import fs from 'node:fs';
import { decodeHeic } from '../storage/heic-image.js';
import { MAX_INPUT_PIXELS } from '../storage/image-normalizer.js';

const kilobytes = (field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);

const file = process.argv[2] ?? '';
// Writing 5 to clear_refs resets the peak (VmHWM) to what is resident now.
fs.writeFileSync('/proc/self/clear_refs', '5');
const before = kilobytes('VmRSS');
const decoded = await decodeHeic(file, MAX_INPUT_PIXELS);
const peak = kilobytes('VmHWM');
fs.rmSync(decoded.path);
console.log(JSON.stringify({ width: decoded.width, height: decoded.height, growth: (peak - before) * 1024 }));
