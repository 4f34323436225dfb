import fs from 'node:fs/promises';
import type { SniffedType } from './magic-bytes.js';

// Which uploaded videos a recipient's browser may not play (decision 042): any QuickTime file, and HEVC in
// any container (iPhones record HEVC; Chrome and Firefox on many systems do not decode it). Read from the
// file's own structure, without ffmpeg, so a server without ffmpeg can still refuse them clearly.

/** HEVC sample entries of MP4/MOV (plain and Dolby Vision). */
const HEVC_ENTRIES = new Set(['hvc1', 'hev1', 'dvh1', 'dvhe']);
/** The boxes on the way from moov to a track's sample descriptions. */
const PATH_TO_STSD = ['moov', 'trak', 'mdia', 'minf', 'stbl'];
/** Matroska's codec id for HEVC, looked for in the head of a WebM, where the track list sits. */
const MATROSKA_HEVC = Buffer.from('V_MPEGH/ISO/HEVC', 'latin1');
const WEBM_HEAD_BYTES = 1024 * 1024;

/** Must this upload be converted to H.264/AAC MP4 before a recipient's browser is given it? */
export async function needsConversion(filePath: string, mime: SniffedType): Promise<boolean> {
  if (mime === 'video/quicktime') return true;
  const handle = await fs.open(filePath, 'r');
  try {
    if (mime === 'video/webm') {
      const head = Buffer.alloc(WEBM_HEAD_BYTES);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      return head.subarray(0, bytesRead).includes(MATROSKA_HEVC);
    }
    if (mime !== 'video/mp4') return false;
    const { size } = await handle.stat();
    const entries: string[] = [];
    await sampleEntries(handle, 0, size, 0, entries);
    return entries.some((type) => HEVC_ENTRIES.has(type));
  } finally {
    await handle.close();
  }
}

/** Collects the sample entry types of every track's stsd (moov/trak/mdia/minf/stbl/stsd). */
async function sampleEntries(handle: fs.FileHandle, start: number, end: number, depth: number, out: string[]): Promise<void> {
  let at = start;
  const header = Buffer.alloc(16);
  while (at + 8 <= end) {
    const { bytesRead } = await handle.read(header, 0, 16, at);
    if (bytesRead < 8) return;
    let size = header.readUInt32BE(0);
    let headerLength = 8;
    if (size === 1 && bytesRead >= 16) {
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) size = end - at;
    if (size < headerLength || at + size > end) return;
    const type = header.toString('latin1', 4, 8);
    if (depth < PATH_TO_STSD.length && type === PATH_TO_STSD[depth]) {
      await sampleEntries(handle, at + headerLength, at + size, depth + 1, out);
    } else if (depth === PATH_TO_STSD.length && type === 'stsd') {
      // A full box (version and flags), the entry count, then the entries: size and type each.
      const { bytesRead: read } = await handle.read(header, 0, 16, at + headerLength + 8);
      if (read >= 8) out.push(header.toString('latin1', 4, 8));
    }
    at += size;
  }
}
