// Decides what a file is from its first bytes; the client's name and Content-Type are never trusted.

export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  /** HEIC/HEIF (iPhone photos): decoded by heic-decode, never stored as such (heic-image.ts). */
  | 'image/heic'
  | 'audio/mpeg'
  | 'audio/ogg'
  | 'audio/wav'
  | 'audio/flac'
  | 'audio/mp4'
  /** Never sniffed from the first bytes: a WebM whose tracks are all audio (audio-tracks.ts), as MediaRecorder writes. */
  | 'audio/webm'
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/webm';

export const EXTENSION: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/webm': 'webm',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** How many leading bytes sniff() needs. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((value, i) => bytes[offset + i] === value);

export function sniff(bytes: Uint8Array): SniffedType | undefined {
  if (bytes.length < 4) return undefined;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const head6 = ascii(bytes, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && bytes.length >= 12) {
    const form = ascii(bytes, 8, 12);
    if (form === 'WEBP') return 'image/webp';
    if (form === 'WAVE') return 'audio/wav';
    return undefined;
  }
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return isoBrand(ascii(bytes, 8, 12), compatibleBrands(bytes));
  // An MPEG audio frame header: 11 sync bits, then a valid version and layer.
  const b1 = bytes[1] ?? 0;
  if (bytes[0] === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0) return 'audio/mpeg';
  return undefined;
}

/** The HEIF brands of HEVC-coded images and sequences, as iPhones and heif-enc write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
/** Brands of the HEIF structure without naming the codec: an AVIF or a HEIC, told apart by the compatible brands. */
const HEIF_STRUCTURE_BRANDS = new Set(['mif1', 'msf1']);

/** The compatible brands the ftyp box lists within the sniffed bytes (after the major brand and its version). */
function compatibleBrands(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, view.getUint32(0));
  const brands: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

function isoBrand(brand: string, compatible: string[]): SniffedType | undefined {
  if (brand === 'avif' || brand === 'avis') return 'image/avif';
  if (HEIC_BRANDS.has(brand)) return 'image/heic';
  if (HEIF_STRUCTURE_BRANDS.has(brand)) {
    if (compatible.includes('avif') || compatible.includes('avis')) return 'image/avif';
    return 'image/heic';
  }
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  if (['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'MSNV', '3gp4', '3gp5'].includes(brand)) {
    return 'video/mp4';
  }
  return undefined;
}
