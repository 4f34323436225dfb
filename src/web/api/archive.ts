import type { z } from 'zod';
import type { importReply } from '@shared/schemas/archive';
import { apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idArchive } from '@/i18n/id-archive';

// The gift's archive (decision 030): GET api/export is a plain download link (the browser sends the session
// cookie); POST api/import replaces the whole gift's content, so every query is read again after it.

export const EXPORT_URL = '/api/export';

type ImportReply = z.infer<typeof importReply>;

export interface ImportRequest {
  file: File;
  onProgress?: (fraction: number) => void;
}

export function importArchive({ file, onProgress }: ImportRequest): Promise<ImportReply> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<ImportReply>('/api/import', form, onProgress);
}

/** Replaces the gift's content with the archive; resolves once every query of the gift is refetched. */
export function useImportArchive(callbacks: WriteCallbacks<ImportReply, ImportRequest> = {}) {
  return useWrite(
    {
      request: 'POST /api/import',
      write: importArchive,
      word: (error) => errorMessage(error, idArchive.importFailed),
      // Everything the gift shows may have changed: the empty key prefix matches every query.
      changes: [[]],
    },
    callbacks,
  );
}
