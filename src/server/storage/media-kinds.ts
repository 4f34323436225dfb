import type { SniffedType } from './magic-bytes.js';
import { processGalleryPhoto, type ImageProcessor } from './image-variants.js';

/** What one upload field accepts: its types, its size limit, and whether anonymous visitors may fetch it. */
export interface MediaKind {
  /** Folder under storage/app/public. */
  folder: string;
  accept: readonly SniffedType[];
  /** Words for the error message, e.g. 'JPEG atau WebP'. */
  acceptLabel: string;
  maxBytes: number;
  isPublic: boolean;
  /** Decode, orient and re-encode images (strips metadata, refuses truncated files and pixel bombs). */
  normalizeImage: boolean;
  /** Replaces the default normalisation, e.g. to derive thumbnails in the same decode (gallery). */
  processImage?: ImageProcessor;
}

const MB = 1024 * 1024;
const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
const AUDIO = ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/flac', 'audio/mp4'] as const;
const VIDEO = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

export const MEDIA_KINDS = {
  /** The PIN page's photo: seen before the PIN, so public. */
  pinPhoto: {
    folder: 'date-input',
    accept: ['image/jpeg', 'image/webp'],
    acceptLabel: 'JPEG atau WebP',
    maxBytes: 15 * MB,
    isPublic: true,
    normalizeImage: true,
  },
  photo: {
    folder: 'gallery',
    accept: ['image/jpeg', 'image/webp'],
    acceptLabel: 'JPEG atau WebP',
    maxBytes: 25 * MB,
    isPublic: false,
    normalizeImage: true,
    /** Full-size JPEG plus WebP thumbnail and display size (decision 008). */
    processImage: processGalleryPhoto,
  },
  cover: {
    folder: 'covers',
    accept: IMAGES,
    acceptLabel: 'gambar (JPEG, PNG, GIF, WebP, AVIF)',
    maxBytes: 15 * MB,
    isPublic: false,
    normalizeImage: true,
  },
  music: {
    folder: 'music',
    accept: AUDIO,
    acceptLabel: 'audio (MP3, OGG, WAV, FLAC, M4A)',
    maxBytes: 30 * MB,
    isPublic: false,
    normalizeImage: false,
  },
  video: {
    folder: 'videos',
    accept: VIDEO,
    acceptLabel: 'video (MP4, MOV, WebM)',
    maxBytes: 1024 * MB,
    isPublic: false,
    normalizeImage: false,
  },
} as const satisfies Record<string, MediaKind>;
