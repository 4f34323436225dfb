// What a gallery write changes in the query cache (decision 013): every gallery query sits under one key,
// so a write invalidates it whole and awaits the refetch of the folders and every folder's photos.

/** Every gallery query sits under this key: a write invalidates it whole (folders and their photos). */
export const GALLERY_KEY = ['gallery'] as const;

/** Both factories' keys start with GALLERY_KEY: a write refetches the folders and every folder's photos. */
export const GALLERY_CHANGES = [GALLERY_KEY];
