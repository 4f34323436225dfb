import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import yauzl, { type ZipFile as ZipReader } from 'yauzl';
import yazl from 'yazl';
import { multipart } from './test-app.js';

// The gift's archive (docs/product.md §16, decision 030) as its tests handle it: a ZIP read back into its entries,
// a ZIP made of entries, and an import sent as the giver's page sends it.

/** The entries of a ZIP (name -> bytes), read back. */
export async function entriesOf(zip: Buffer): Promise<Record<string, Buffer>> {
  const reader = await new Promise<ZipReader>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, z) => (error ? reject(error) : resolve(z))),
  );
  const out: Record<string, Buffer> = {};
  for await (const entry of reader.eachEntry()) out[entry.fileName] = await buffer(await reader.openReadStreamPromise(entry));
  return out;
}

/** A ZIP of these entries (name -> bytes). */
export async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return buffer(zip.outputStream);
}

/** POST /api/import with `zip` as the form's file, with these headers (the giver's, for a save). */
export function importArchive(app: FastifyInstance, zip: Buffer, headers: Record<string, string>) {
  const form = multipart({}, [{ field: 'file', filename: 'kado.zip', contentType: 'application/zip', data: zip }]);
  return app.inject({ method: 'POST', url: '/api/import', payload: form.payload, headers: { ...form.headers, ...headers } });
}
