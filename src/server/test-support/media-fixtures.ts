import sharp from 'sharp';

/** Real image bytes for upload tests, made in code. */
export async function jpeg(width = 64, height = 48, options: { exif?: boolean } = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 220, g: 80, b: 120 } } }).jpeg({ quality: 80 });
  if (options.exif) {
    image = image.withExif({ IFD0: { Make: 'KadoCam', Model: 'Test 1' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1' } });
  }
  return image.toBuffer();
}

export async function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff0000' } }).png().toBuffer();
}

export async function webp(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#00ff00' } }).webp().toBuffer();
}

export const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
