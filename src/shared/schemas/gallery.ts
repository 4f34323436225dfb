import { z } from 'zod';
import { GALLERY_FOLDER_NAME_MAX, GALLERY_PHOTO_TITLE_MAX } from '../constants.js';
import { RECORD_ID_PATTERN, recordId, requiredText } from './common.js';
import { GALLERY_MSG } from '../messages/gallery.js';

// Gallery folders and photos (docs/product.md §3, §5, §7; sizes: decisions 008 and 011).

const folderName = requiredText(GALLERY_MSG.folderNameRequired, GALLERY_FOLDER_NAME_MAX, GALLERY_MSG.folderNameMax);
const folderRename = requiredText(GALLERY_MSG.folderRenameRequired, GALLERY_FOLDER_NAME_MAX, GALLERY_MSG.folderNameMax);
const photoTitle = requiredText(GALLERY_MSG.photoTitleRequired, GALLERY_PHOTO_TITLE_MAX, GALLERY_MSG.photoTitleMax);

export const folderCreateBody = z.object({ name: folderName });
export const folderRenameBody = z.object({ name: folderRename });
export type FolderInput = z.infer<typeof folderCreateBody>;

export const folderIdParams = z.object({ folderId: recordId });

/** Text fields of the multipart upload (the photo itself is checked by the media store). */
export const photoCreateFields = z.object({
  folder_id: z
    .string({ error: GALLERY_MSG.folderMissing })
    .trim()
    // An id a column can hold (decision 056): a larger one is a missing folder, not a failed query.
    .regex(RECORD_ID_PATTERN, { error: GALLERY_MSG.folderMissing })
    .transform(Number),
  title: requiredText(GALLERY_MSG.titleAndPhotoRequired, GALLERY_PHOTO_TITLE_MAX, GALLERY_MSG.photoTitleMax),
});

/** Replacing the image (multipart): the title may come along; if it does it must not be blank. */
export const photoReplaceFields = z.object({ title: photoTitle.optional() });

/** Renaming only (JSON). */
export const photoTitleBody = z.object({ title: photoTitle });

export const folder = z.object({
  id: z.number(),
  name: z.string(),
});
export type Folder = z.infer<typeof folder>;

/**
 * Paths are relative to /storage/ (docs/product.md §3: files under storage/app/public/). url is the full-size
 * JPEG; thumb_url (~480 px) and display_url (~1600 px) are WebP. width/height and placeholder (a data URI)
 * let the grid reserve each tile before it loads; null only on photos stored before they existed.
 */
export const photo = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  display_url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  placeholder: z.string().nullable(),
  folder_id: z.number(),
});
export type Photo = z.infer<typeof photo>;

/** What a folder card shows of its cover photo: the thumbnail, sized before it loads. */
export const folderCover = z.object({
  photo_id: z.number(),
  thumb_url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  placeholder: z.string().nullable(),
});
export type FolderCover = z.infer<typeof folderCover>;

/**
 * A folder of the /gallery grid: its id and name, its number of photos, and its cover (the photo
 * the giver chose, else its first photo; null while it is empty).
 */
export const folderSummary = folder.extend({
  photo_count: z.number(),
  cover: folderCover.nullable(),
});
export type FolderSummary = z.infer<typeof folderSummary>;

export const folderListReply = z.object({
  success: z.literal(true),
  data: z.array(folderSummary),
});

/** The giver's choice of cover: a photo of the folder. */
export const folderCoverBody = z.object({ photo_id: recordId });

export const folderSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: folder,
});

/** cover_photo_id: the photo that covers the folder now (the chosen one, else the first); null when empty. */
export const folderDetail = folder.extend({ photo: z.array(photo), cover_photo_id: z.number().nullable() });
export type FolderDetail = z.infer<typeof folderDetail>;

export const folderDetailReply = z.object({
  success: z.literal(true),
  data: folderDetail,
});

export const photoSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: photo,
});

export const galleryMessageReply = z.object({
  success: z.literal(true),
  message: z.string(),
});
