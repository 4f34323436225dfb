import type { MediaKind } from '../../storage/media-kinds.js';
import { COUPON_JSON_MEDIA, GIFT_TABLES, SITE_MEDIA, type ContentTable, type SiteFields } from './gift-content.js';

// The file paths a gift's rows name (decision 030): mapped between the gift's own folder and the archive's
// relative form, and gathered with the kind of file each using column holds.

export type Row = Record<string, unknown>;

/** Called for each path a row names: its replacement, given the kind the column holds (none for media_files' own). */
type PathMap = (path: string, kind: MediaKind | undefined) => string;

/** A gift's media folder prefix is left out of the archive, so it can land in any gift. */
export function relativeOf(stored: string, prefix: string): string {
  return prefix && stored.startsWith(prefix) ? stored.slice(prefix.length) : stored;
}

/** Applies `map` to every file path of a site's fields (music_path, coupon_json's image). */
export function mapSiteMedia(site: SiteFields, map: PathMap): SiteFields {
  const out: SiteFields = { ...site };
  for (const [column, kind] of Object.entries(SITE_MEDIA)) {
    const value = out[column as keyof typeof SITE_MEDIA];
    if (value) out[column as keyof typeof SITE_MEDIA] = map(value, kind);
  }
  if (out.coupon_json) {
    try {
      const parsed: unknown = JSON.parse(out.coupon_json);
      if (parsed && typeof parsed === 'object') {
        const object = parsed as Record<string, unknown>;
        let changed = false;
        for (const [key, kind] of Object.entries(COUPON_JSON_MEDIA)) {
          const value = object[key];
          if (typeof value === 'string' && value) {
            const mapped = map(value, kind);
            if (mapped !== value) changed = true;
            object[key] = mapped;
          }
        }
        if (changed) out.coupon_json = JSON.stringify(object);
      }
    } catch {
      // An unreadable coupon reads as the defaults (coupon-repository.ts): it names no file.
    }
  }
  return out;
}

/** Applies `map` to every file path of one row (media_files' own `path` included). */
export function mapRowMedia(spec: ContentTable, row: Row, map: PathMap): Row {
  const out = { ...row };
  const columns: [string, MediaKind | undefined][] = spec.fileList ? [['path', undefined]] : Object.entries(spec.media ?? {});
  for (const [column, kind] of columns) {
    const value = out[column];
    if (typeof value === 'string' && value) out[column] = map(value, kind);
  }
  return out;
}

/** How a row uses a stored file: the kind of file its column holds, and whether it is the gift's background track. */
export interface MediaUse {
  kind: MediaKind;
  siteTrack: boolean;
}

/** Every file path the site's fields and the rows name (beyond media_files itself), with each use. */
export function mediaUses(site: SiteFields, tables: Record<string, Row[]>): Map<string, MediaUse[]> {
  const found = new Map<string, MediaUse[]>();
  const add = (p: string, use: MediaUse) => {
    const uses = found.get(p);
    if (uses) uses.push(use);
    else found.set(p, [use]);
  };
  mapSiteMedia(site, (p, kind) => {
    add(p, { kind: kind!, siteTrack: kind === SITE_MEDIA.music_path && p === site.music_path });
    return p;
  });
  for (const spec of GIFT_TABLES) {
    if (spec.fileList) continue;
    for (const row of tables[spec.table] ?? []) {
      mapRowMedia(spec, row, (p, kind) => {
        add(p, { kind: kind!, siteTrack: false });
        return p;
      });
    }
  }
  return found;
}
