import type { SniffedType } from './magic-bytes.js';
import { MB, PHOTO_MAX_MB, PHOTO_TYPES, VOICE_NOTE_MAX_MB } from '../../shared/constants.js';
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
  /**
   * Sound only (voice notes): a WebM or MP4 container is looked into and refused if it holds a picture
   * track; one holding only audio is kept as audio/webm or audio/mp4 (audio-tracks.ts).
   */
  audioOnly?: boolean;
  /** Empty the file's metadata in place, as every video's is (video-metadata.ts); music keeps its tags for 'Now Playing'. */
  stripMetadata?: boolean;
}

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/heic'] as const;
const AUDIO = ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/flac', 'audio/mp4'] as const;
const VIDEO = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** A gallery photo. */
const GALLERY_PHOTO = {
  folder: 'gallery',
  accept: PHOTO_TYPES,
  acceptLabel: 'JPEG, WebP atau HEIC',
  maxBytes: PHOTO_MAX_MB * MB,
  isPublic: false,
  normalizeImage: true,
  /** Full-size JPEG plus WebP thumbnail and display size. */
  processImage: processGalleryPhoto,
} as const satisfies MediaKind;

export const MEDIA_KINDS = {
  /** The PIN page's photo: seen before the PIN, so public. */
  pinPhoto: {
    folder: 'date-input',
    accept: PHOTO_TYPES,
    acceptLabel: 'JPEG, WebP atau HEIC',
    maxBytes: 15 * MB,
    isPublic: true,
    normalizeImage: true,
  },
  photo: GALLERY_PHOTO,
  cover: {
    folder: 'covers',
    accept: IMAGES,
    acceptLabel: 'gambar (JPEG, PNG, GIF, WebP, AVIF, HEIC)',
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
  /** The video gift's poster: a frame the server took from a video it converted. */
  poster: {
    folder: 'videos',
    accept: ['image/jpeg'],
    acceptLabel: 'JPEG',
    maxBytes: 10 * MB,
    isPublic: false,
    normalizeImage: true,
  },
  /** A love moment's voice note: MediaRecorder's WebM or Ogg/Opus, or an uploaded MP3 or M4A. */
  voiceNote: {
    folder: 'voice-notes',
    accept: ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4'],
    acceptLabel: 'audio (WebM, Ogg/Opus, MP3, M4A)',
    maxBytes: VOICE_NOTE_MAX_MB * MB,
    isPublic: false,
    normalizeImage: false,
    audioOnly: true,
    stripMetadata: true,
  },
  /** The recipient's reply voice note: a love moment's voice note in its own folder. */
  replyVoiceNote: {
    folder: 'reply-voice-notes',
    accept: ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4'],
    acceptLabel: 'audio (WebM, Ogg/Opus, MP3, M4A)',
    maxBytes: VOICE_NOTE_MAX_MB * MB,
    isPublic: false,
    normalizeImage: false,
    audioOnly: true,
    stripMetadata: true,
  },
  /**
   * A wish's photo, from a guest of the wishes link: checked, oriented and stripped exactly as a
   * gallery photo is (the same processing, its three sizes), in its own folder.
   */
  wishPhoto: { ...GALLERY_PHOTO, folder: 'wish-photos' },
  /**
   * A Momen Hati photo: checked, oriented and stripped as a gallery photo is (its three sizes), in its
   * own folder, so /storage can keep a private moment's photo to its author.
   */
  heartMomentPhoto: { ...GALLERY_PHOTO, folder: 'heart-moments' },
} as const satisfies Record<string, MediaKind>;
