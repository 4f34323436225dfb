import { http } from 'msw';
import {
  folderCreateBody,
  folderDetailReply,
  folderListReply,
  folderRenameBody,
  folderSaveReply,
  galleryMessageReply,
  photoSaveReply,
  photoTitleBody,
  type Photo,
} from '@shared/schemas/gallery';
import { GALLERY_MSG } from '@shared/messages/gallery';
import { gift } from '../db';
import { parseBody, refuse, reply } from './reply';

// The gallery (docs/product.md §2, §4, §7 gallery rows): the folders and a folder's photos as /gallery and
// /folder/{id} read them, and the giver's folder and photo writes. The files themselves are the server's
// (src/server/routes/gallery.test.ts): a replaced image gets new paths here, nothing more.

/** A photo as the server presents it, its files named after its id. */
export function testPhoto(id: number, folderId: number, title: string): Photo {
  return {
    id,
    title,
    url: `gallery/${id}.jpg`,
    thumb_url: `gallery/thumbs/${id}.webp`,
    display_url: `gallery/display/${id}.webp`,
    width: 1600,
    height: 1200,
    placeholder: null,
    folder_id: folderId,
  };
}

const photosOf = (folderId: number) => gift.photos.filter((photo) => photo.folder_id === folderId);
const coverOf = (folder: (typeof gift.folders)[number]) =>
  photosOf(folder.id).find((photo) => photo.id === folder.cover_photo_id) ?? photosOf(folder.id)[0] ?? null;
const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

export const galleryHandlers = [
  http.get('/api/gallery', () =>
    reply(folderListReply, {
      success: true,
      data: gift.folders.map((folder) => {
        const cover = coverOf(folder);
        return {
          id: folder.id,
          name: folder.name,
          photo_count: photosOf(folder.id).length,
          cover: cover && {
            photo_id: cover.id,
            thumb_url: cover.thumb_url,
            width: cover.width,
            height: cover.height,
            placeholder: cover.placeholder,
          },
        };
      }),
    }),
  ),
  http.get('/api/gallery/detail/:id', ({ params }) => {
    const folder = gift.folders.find((saved) => saved.id === Number(params.id));
    if (!folder) return refuse(404, GALLERY_MSG.folderNotFound);
    const { id, name } = folder;
    return reply(folderDetailReply, {
      success: true,
      data: { id, name, photo: photosOf(id), cover_photo_id: coverOf(folder)?.id ?? null },
    });
  }),
  http.post('/api/gallery/create-folder', async ({ request }) => {
    const body = await parseBody(request, folderCreateBody);
    if (!body.ok) return body.response;
    const folder = { id: nextId(gift.folders), name: body.data.name, cover_photo_id: null };
    gift.folders = [...gift.folders, folder];
    return reply(folderSaveReply, { success: true, message: GALLERY_MSG.folderCreated, data: { id: folder.id, name: folder.name } });
  }),
  http.put('/api/gallery/update-folder-name/:id', async ({ params, request }) => {
    const body = await parseBody(request, folderRenameBody);
    if (!body.ok) return body.response;
    const folder = gift.folders.find((saved) => saved.id === Number(params.id));
    if (!folder) return refuse(404, GALLERY_MSG.folderNotFound);
    folder.name = body.data.name;
    return reply(folderSaveReply, { success: true, message: GALLERY_MSG.folderRenamed, data: { id: folder.id, name: folder.name } });
  }),
  http.delete('/api/gallery/delete-folder/:id', ({ params }) => {
    const id = Number(params.id);
    if (!gift.folders.some((saved) => saved.id === id)) return refuse(404, GALLERY_MSG.folderNotFound);
    gift.folders = gift.folders.filter((saved) => saved.id !== id);
    gift.photos = gift.photos.filter((photo) => photo.folder_id !== id);
    return reply(galleryMessageReply, { success: true, message: GALLERY_MSG.folderDeleted });
  }),
  // One route, two bodies: a JSON title, or a multipart new image (with the title along).
  http.post('/api/gallery/update-photo/:id', async ({ params, request }) => {
    const photo = gift.photos.find((saved) => saved.id === Number(params.id));
    if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
      const body = await parseBody(request, photoTitleBody);
      if (!body.ok) return body.response;
      if (!photo) return refuse(404, GALLERY_MSG.photoNotFound);
      photo.title = body.data.title;
      return reply(photoSaveReply, { success: true, message: GALLERY_MSG.photoTitleSaved, data: photo });
    }
    const form = await request.formData();
    if (!(form.get('photo') instanceof File)) return refuse(422, GALLERY_MSG.photoRequired, { photo: [GALLERY_MSG.photoRequired] });
    if (!photo) return refuse(404, GALLERY_MSG.photoNotFound);
    const version = `${photo.id}-${Date.now()}`;
    Object.assign(photo, {
      url: `gallery/${version}.jpg`,
      thumb_url: `gallery/thumbs/${version}.webp`,
      display_url: `gallery/display/${version}.webp`,
    });
    return reply(photoSaveReply, { success: true, message: GALLERY_MSG.photoReplaced, data: photo });
  }),
  http.delete('/api/gallery/delete-photo/:id', ({ params }) => {
    const id = Number(params.id);
    if (!gift.photos.some((saved) => saved.id === id)) return refuse(404, GALLERY_MSG.photoNotFound);
    gift.photos = gift.photos.filter((photo) => photo.id !== id);
    return reply(galleryMessageReply, { success: true, message: GALLERY_MSG.photoDeleted });
  }),
];
