import type sharpModule from 'sharp';

// sharp (and libvips under it) is loaded at the first image, not at start: about 14 MB of resident
// memory that a server answering reads and streaming videos never needs (decision 021).

let loading: Promise<typeof sharpModule> | undefined;

/** The sharp function, imported once on first use. */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
