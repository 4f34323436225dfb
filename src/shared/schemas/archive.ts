import { z } from 'zod';

// A gift's archive (decision 030): GET /api/export streams it, POST /api/import (multipart
// `file`) replaces the gift's content with it. Its refusals are messages/archive.ts.

export const importReply = z.object({ success: z.literal(true), message: z.string() });
