import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldErrors } from '../../shared/field-errors.js';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import {
  folderCoverBody,
  folderCreateBody,
  folderDetailReply,
  folderIdParams,
  folderListReply,
  folderRenameBody,
  folderSaveReply,
  galleryMessageReply,
  photoCreateFields,
  photoReplaceFields,
  photoSaveReply,
  photoTitleBody,
  type Photo,
} from '../../shared/schemas/gallery.js';
import { GALLERY_MSG } from '../../shared/messages/gallery.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { fieldError, notFound } from '../lib/errors.js';
import { photoFiles, type PhotoImage, type PhotoRow } from '../repositories/gallery-repository.js';
import { parseFields } from '../services/uploads/form-fields.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import type { ReceivedFile } from '../storage/media-store.js';
import { readMultipart } from '../services/uploads/multipart.js';
import { persistUpload, removeStored, withUpload } from '../services/uploads/persist-upload.js';

// Gallery folders and photos (docs/product.md §7 gallery rows). Reads for viewers, writes for the editor.
// Each photo is a full-size JPEG (the download) plus WebP thumbnail and display size, all made by the
// photo kind's processing in the media store and persisted with the row in one transaction.

const PHOTO_FIELD = 'photo';
const PHOTO_FILES = { [PHOTO_FIELD]: MEDIA_KINDS.photo };
/** A file streamed as the body: never serialised, declared so the route states every reply (and its type). */
const jpegReply = z.custom<Readable>((value) => value instanceof Readable).meta({ contentMediaType: 'image/jpeg' });

/** A gallery photo as the gallery's replies give it (and Momen Hati's 'Hari ini, setahun lalu'). */
export function presentPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    title: row.title,
    url: row.path,
    thumb_url: row.thumb_path ?? row.path,
    display_url: row.display_path ?? row.path,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    folder_id: row.folder_id,
  };
}

/** The stored paths and facts of an uploaded photo, once persistUpload has placed its files. */
function storedImage(upload: ReceivedFile, paths: Record<string, string>): PhotoImage {
  const path = paths[upload.field];
  const thumb = paths[`${upload.field}.thumb`];
  const display = paths[`${upload.field}.display`];
  if (!path || !thumb || !display || !upload.image) throw new Error('Gallery photo stored without its sizes');
  const { width, height, placeholder } = upload.image;
  return { path, thumb_path: thumb, display_path: display, width, height, placeholder: placeholder ?? null };
}

// Characters a file name must not carry: separators, reserved on Windows, controls, and bidi
// controls that could make 'photo_1_gpj.exe' look like '...exe.jpg'.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f"%*/:;<>?\\|\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** photo_{id}_{title with spaces as underscores}.jpg (docs/product.md §9), made safe to be a file name. */
function downloadFileName(id: number, title: string): string {
  const safe = Array.from(title.trim(), (ch) => (/\s/u.test(ch) || UNSAFE_NAME_CHARS.test(ch) ? '_' : ch)).join('');
  return `photo_${id}_${safe}.jpg`;
}

/** RFC 6266: an ASCII fallback name plus the exact name in RFC 5987 UTF-8 form. */
function attachment(fileName: string): string {
  const ascii = Array.from(fileName, (ch) => (ch.charCodeAt(0) > 0x7e ? '_' : ch)).join('');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const gallery = ctx.repos.gallery;

  app.get(
    '/api/gallery',
    { onRequest: requireViewer, config: { readCache: true }, schema: { response: { 200: folderListReply, '4xx': errorReply } } },
    async () => ({ success: true as const, data: await gallery.listFolderSummaries() }),
  );

  /** The giver picks the photo that covers a folder's card (docs/product.md §2 Photo card, 'Jadikan sampul'). */
  app.put(
    '/api/gallery/folder-cover/:id',
    {
      onRequest: requireEditor,
      schema: { params: idParams, body: folderCoverBody, response: { 200: galleryMessageReply, '4xx': errorReply } },
    },
    async (request) => {
      if (!(await gallery.findFolder(request.params.id))) throw notFound(GALLERY_MSG.folderNotFound);
      if (!(await gallery.setCover(request.params.id, request.body.photo_id))) throw notFound(GALLERY_MSG.photoNotFound);
      return { success: true as const, message: GALLERY_MSG.coverSaved };
    },
  );

  app.post(
    '/api/gallery/create-folder',
    { onRequest: requireEditor, schema: { body: folderCreateBody, response: { 200: folderSaveReply, '4xx': errorReply } } },
    async (request) => ({
      success: true as const,
      message: GALLERY_MSG.folderCreated,
      data: await gallery.createFolder(request.body.name),
    }),
  );

  app.put(
    '/api/gallery/update-folder-name/:id',
    {
      onRequest: requireEditor,
      schema: { params: idParams, body: folderRenameBody, response: { 200: folderSaveReply, '4xx': errorReply } },
    },
    async (request) => {
      const folder = await gallery.renameFolder(request.params.id, request.body.name);
      if (!folder) throw notFound(GALLERY_MSG.folderNotFound);
      return { success: true as const, message: GALLERY_MSG.folderRenamed, data: folder };
    },
  );

  /** The folder, its photos and every file of those photos go. */
  app.delete(
    '/api/gallery/delete-folder/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: galleryMessageReply, '4xx': errorReply } } },
    async (request) => {
      const files = await gallery.deleteFolder(request.params.id);
      if (!files) throw notFound(GALLERY_MSG.folderNotFound);
      await removeStored(ctx, files);
      return { success: true as const, message: GALLERY_MSG.folderDeleted };
    },
  );

  app.get(
    '/api/gallery/detail/:folderId',
    {
      onRequest: requireViewer,
      config: { readCache: true },
      schema: { params: folderIdParams, response: { 200: folderDetailReply, '4xx': errorReply } },
    },
    async (request) => {
      const folder = await gallery.findFolder(request.params.folderId);
      if (!folder) throw notFound(GALLERY_MSG.folderNotFound);
      const photos = await gallery.listPhotos(folder.id);
      const coverPhotoId = await gallery.coverPhotoId(folder.id);
      return { success: true as const, data: { ...folder, photo: photos.map(presentPhoto), cover_photo_id: coverPhotoId } };
    },
  );

  /** Multipart folder_id, title, photo (JPEG, WebP or HEIC). */
  app.post(
    '/api/gallery/create-photos',
    {
      onRequest: requireEditor,
      schema: {
        multipart: { fields: photoCreateFields, files: PHOTO_FILES, requiredFiles: [PHOTO_FIELD] },
        response: { 200: photoSaveReply, '4xx': errorReply },
      },
    },
    async (request) => {
      const form = await readMultipart(request, ctx.media, PHOTO_FILES);
      return withUpload(ctx, form, async () => {
        const upload = form.files.find((f) => f.field === PHOTO_FIELD);
        const missing: FieldErrors = upload ? {} : { [PHOTO_FIELD]: [GALLERY_MSG.titleAndPhotoRequired] };
        const { folder_id: folderId, title } = parseFields(photoCreateFields, form.fields, missing);
        if (!upload) throw new Error('unreachable: parseFields refuses a missing photo');

        const folderGone = () => fieldError('folder_id', GALLERY_MSG.folderMissing, 404);
        if (!(await gallery.findFolder(folderId))) throw folderGone();
        const row = await persistUpload(ctx, [upload], async (trx, paths) => {
          // Checked again inside the transaction: the folder may have been deleted meanwhile.
          const created = await gallery.createPhoto(folderId, title, storedImage(upload, paths), trx);
          if (!created) throw folderGone();
          return created;
        });
        return { success: true as const, message: GALLERY_MSG.photoUploaded, data: presentPhoto(row) };
      });
    },
  );

  /**
   * Multipart photo (+ optional title): replaces the image, and the old files are deleted.
   * JSON { title }: renames only.
   */
  app.post(
    '/api/gallery/update-photo/:id',
    {
      onRequest: requireEditor,
      schema: {
        params: idParams,
        multipart: { fields: photoReplaceFields, files: PHOTO_FILES, requiredFiles: [PHOTO_FIELD], json: photoTitleBody },
        response: { 200: photoSaveReply, '4xx': errorReply },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!request.isMultipart()) {
        const { title } = parseFields(photoTitleBody, request.body ?? {});
        const result = await gallery.updatePhoto(id, { title });
        if (!result) throw notFound(GALLERY_MSG.photoNotFound);
        return { success: true as const, message: GALLERY_MSG.photoTitleSaved, data: presentPhoto(result.after) };
      }

      const form = await readMultipart(request, ctx.media, PHOTO_FILES);
      const { before, after } = await withUpload(ctx, form, async () => {
        const upload = form.files.find((f) => f.field === PHOTO_FIELD);
        const missing: FieldErrors = upload ? {} : { [PHOTO_FIELD]: [GALLERY_MSG.photoRequired] };
        const { title } = parseFields(photoReplaceFields, form.fields, missing);
        if (!upload) throw new Error('unreachable: parseFields refuses a missing photo');
        if (!(await gallery.findPhoto(id))) throw notFound(GALLERY_MSG.photoNotFound);
        return persistUpload(ctx, [upload], async (trx, paths) => {
          const image = storedImage(upload, paths);
          const result = await gallery.updatePhoto(id, { title, image }, trx);
          if (!result) throw notFound(GALLERY_MSG.photoNotFound);
          return result;
        });
      });
      await removeStored(ctx, photoFiles(before));
      return { success: true as const, message: GALLERY_MSG.photoReplaced, data: presentPhoto(after) };
    },
  );

  app.delete(
    '/api/gallery/delete-photo/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: galleryMessageReply, '4xx': errorReply } } },
    async (request) => {
      const files = await gallery.deletePhoto(request.params.id);
      if (!files) throw notFound(GALLERY_MSG.photoNotFound);
      await removeStored(ctx, files);
      return { success: true as const, message: GALLERY_MSG.photoDeleted };
    },
  );

  /** The full-size JPEG as an attachment named photo_{id}_{title}.jpg. */
  app.get(
    '/api/gallery/photo/:id/download',
    { onRequest: requireViewer, schema: { params: idParams, response: { 200: jpegReply, '4xx': errorReply } } },
    async (request, reply) => {
      const row = await gallery.findPhoto(request.params.id);
      const file = row && (await ctx.media.open(row.path));
      if (!row || !file) throw notFound(GALLERY_MSG.photoNotFound);
      void reply.headers({
        'content-type': 'image/jpeg',
        'content-length': String(file.size),
        'content-disposition': attachment(downloadFileName(row.id, row.title)),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(await file.read());
    },
  );
};
