import type sharpModule from 'sharp';

// sharp (and libvips under it) is loaded at the first image, not at start: about 14 MB of resident
// memory that a server answering reads and streaming videos never needs (decision 021).

let loading: Promise<typeof sharpModule> | undefined;

/**
 * The sharp function, imported once on first use. libvips' operation cache is off: every upload is another image,
 * so it saved nothing, and it kept the last large photos' buffers resident (about 90 MB after three 49 MP HEIC
 * photos, decision 051).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  });
  return loading;
}
