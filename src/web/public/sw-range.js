// The offline worker's answers to range requests (decision 031), imported by sw.js (importScripts) and
// read by src/web/lib/sw-range.test.ts. <video> and <audio> ask for their file by range; offline, the
// worker cuts the part asked for out of the whole file it stored, as the server's /storage route would.

/**
 * Reads a single-range "bytes=" header the way the server does (src/server/storage/range.ts): the
 * inclusive range, 'unsatisfiable', or undefined for "send it all" (no header, or a form the server does
 * not serve either, such as several ranges).
 */
function byteRange(header, size) {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const from = match[1];
  const to = match[2];
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The reply to a range request from a stored whole reply: 206 with the part, 416, or the whole (200). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a global: sw.js calls it after importScripts
async function partOf(stored, header) {
  const whole = await stored.blob();
  const size = whole.size;
  const type = stored.headers.get('content-type') || 'application/octet-stream';
  const range = byteRange(header, size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  }
  const headers = { 'content-type': type, 'accept-ranges': 'bytes' };
  if (!range) return new Response(whole, { status: 200, headers: { ...headers, 'content-length': String(size) } });
  // A slice of a Blob is a view on the stored bytes: a film is not read into memory to cut it.
  return new Response(whole.slice(range.start, range.end + 1, type), {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': String(range.end - range.start + 1),
    },
  });
}
