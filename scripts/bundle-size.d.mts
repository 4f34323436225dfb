// Types for scripts/bundle-size.mjs (a plain Node script, so `node` runs it without a build step).
export interface ViteManifestChunk {
  file: string;
  /** The source the chunk was built from (index.html for the app's entry). */
  src?: string;
  /** The chunk's name (the entry's file name before its hash, or a manual chunk's: react). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;
export interface FirstLoad {
  route: string;
  files: string[];
  /** Manifest keys of the chunks loaded. */
  chunks: string[];
  js: number;
  css: number;
  total: number;
}
export const DIST_WEB: string;
export const RECIPIENT_PAGES: Record<string, string>;
export const EDITOR_PAGES: string[];
export function readManifest(dist?: string): ViteManifest | null;
export function gzipBytes(file: string, dist?: string): number;
export function measureFirstLoads(manifest: ViteManifest, dist?: string): FirstLoad[];
export function unclassifiedPages(manifest: ViteManifest): string[];
export function kb(bytes: number): string;
