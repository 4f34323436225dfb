// The upload bar's words: a whole percent and the bytes still to send, in the largest unit
// that keeps the number readable.

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

export interface UploadProgress {
  /** 0 to 100, whole. */
  percent: number;
  /** Bytes of the file still to send. */
  remaining: number;
}

/** From the upload's fraction (0 to 1) and the file's size; 100 % only once everything is sent. */
export function uploadProgress(fraction: number, totalBytes: number): UploadProgress {
  const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const percent = clamped >= 1 ? 100 : Math.min(99, Math.floor(clamped * 100));
  return { percent, remaining: Math.max(0, Math.round(totalBytes * (1 - clamped))) };
}
