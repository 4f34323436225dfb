// How the console reads sizes and times.

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  const power = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  const digits = power === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[power]}`;
}

/** A stored time (ISO or SQL 'YYYY-MM-DD HH:MM:SS', UTC) in the reader's own time zone, or null. */
export function formatWhen(value: string | null | undefined): string | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short' });
}
