// Before the hub asks 'Ganti isi hadiah?', it reads the chosen file's own bytes (docs/product.md, Arsip):
// a file that is no ZIP, or a ZIP without the gift's data file, is refused at once with the server's own
// message, and no question is asked about a file that could never replace anything. The server still
// checks everything (decision 030); this only spares the giver a pointless confirmation.

/** The name of the gift's data file in every Kado archive. */
const GIFT_DATA_FILE = 'kado-gift.json';
/** The end of central directory record: 22 bytes, then a comment of at most 65,535. */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_MAX_DISTANCE = 22 + 0xffff;

export type ArchiveVerdict = 'ok' | 'not-zip' | 'foreign';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Is this file a ZIP whose list of files names the gift's data file? */
export async function precheckArchive(file: Blob): Promise<ArchiveVerdict> {
  const head = await bytesOf(file.slice(0, 4));
  if (head.length < 4 || head[0] !== 0x50 || head[1] !== 0x4b || head[2] !== 0x03 || head[3] !== 0x04) return 'not-zip';
  const tailStart = Math.max(0, file.size - EOCD_MAX_DISTANCE);
  const tail = await bytesOf(file.slice(tailStart));
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'not-zip';
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  // A ZIP64 archive keeps its directory's place elsewhere: the server reads it.
  if (size === 0xffffffff || offset === 0xffffffff) return 'ok';
  if (offset + size > file.size) return 'not-zip';
  const directory = await bytesOf(file.slice(offset, offset + size));
  return contains(directory, new TextEncoder().encode(GIFT_DATA_FILE)) ? 'ok' : 'foreign';
}
