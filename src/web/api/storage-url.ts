// Media are served from /storage/{path} (docs/product.md §7 "served from storage/app/public/{url}") with the
// server's role checks and Range support. Every stored path becomes a URL here, one way.

/** A stored path (relative; leading slashes ignored) as a URL of this site, each segment encoded. */
export function storageUrl(path: string): string {
  return `/storage/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}
