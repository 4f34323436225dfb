import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { MediaKind } from '../../storage/media-kinds.js';
import { readMultipart, type MultipartForm } from './multipart.js';
import { persistUpload, withUpload } from './persist-upload.js';

// A record saved from a multipart form with its files (a love moment's cover and voice note, a Momen Hati photo):
// the form received, its texts read, then its files placed and the record written in one transaction; on any
// failure no file remains (decisions 013, 016; withUpload and persistUpload).

type UploadContext = Pick<AppContext, 'db' | 'media' | 'repos'>;

/** The received form and, once placed, its files' storage paths by field (derived files as `${field}.${name}`). */
export interface StoredForm {
  form: MultipartForm;
  paths: Record<string, string>;
}

/** What a save route does with its form. */
export interface UploadSave<I, T> {
  /** The file fields the form may carry, with their kinds. */
  files: Record<string, MediaKind>;
  /** Given, the form's texts are checked before its images are decoded (decision 051). */
  fields?: z.ZodType;
  /** The form's texts as the record takes them; a refusal here keeps no file. */
  read: (form: MultipartForm) => I;
  /** Writes the record in the transaction that records the placed files. */
  write: (input: I, stored: StoredForm, trx: Trx) => Promise<T>;
}

/** Receives the request's multipart form and saves it as `save` says; its reply is what `write` returned. */
export async function saveUpload<I, T>(ctx: UploadContext, request: FastifyRequest, save: UploadSave<I, T>): Promise<T> {
  const form = await readMultipart(request, ctx.media, save.files, save.fields);
  return withUpload(ctx, form, async () => {
    const input = save.read(form);
    return persistUpload(ctx, form.files, (trx, paths) => save.write(input, { form, paths }, trx));
  });
}

/**
 * saveUpload for an edit: `write` finds no record (undefined) when it was deleted meanwhile, checked again inside the
 * transaction, which refuses the save with 404 and the message `missing`, keeping none of its files.
 */
export function saveUploadOver<I, T>(
  ctx: UploadContext,
  request: FastifyRequest,
  { missing, ...save }: UploadSave<I, T | undefined> & { missing: string },
): Promise<T> {
  return saveUpload(ctx, request, {
    ...save,
    write: async (input, stored, trx) => {
      const result = await save.write(input, stored, trx);
      if (!result) throw notFound(missing);
      return result;
    },
  });
}

/** An uploaded image's stored files: the clean full image, its ~1600 px and ~480 px WebP sizes, and its placeholder. */
export interface StoredImage {
  full: string;
  display: string;
  thumb: string;
  placeholder: string | null;
}

/** The stored files of image field `field`, once placed with its sizes; undefined when the form sent none. */
export function storedImage({ form, paths }: StoredForm, field: string, what: string): StoredImage | undefined {
  const upload = form.files.find((file) => file.field === field);
  if (!upload) return undefined;
  const full = paths[field];
  const thumb = paths[`${field}.thumb`];
  const display = paths[`${field}.display`];
  if (!full || !thumb || !display) throw new Error(`${what} stored without its sizes`);
  return { full, display, thumb, placeholder: upload.image?.placeholder ?? null };
}
