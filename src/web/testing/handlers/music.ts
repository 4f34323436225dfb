import { http } from 'msw';
import { musicReply } from '@shared/schemas/music';
import { MSG } from '@shared/messages';
import { gift, SEEDED_TRACK } from '../db';
import { refuse, reply } from './reply';

// The background music (docs/product.md §2 Music): the current track with its tags, an upload and
// the way back to the seeded track. The server decides a file by its bytes (src/server/routes/music.test.ts); here
// an MP3's first bytes (an ID3 tag or a frame's sync) stand for that check, so a page meets the same refusal.

const AUDIO_KINDS = 'audio (MP3, OGG, WAV, FLAC, M4A)';

function looksLikeMp3(bytes: Uint8Array): boolean {
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  return id3 || frameSync;
}

export const musicHandlers = [
  http.get('/api/music', () => reply(musicReply, { success: true, message: MSG.musicSaved, data: gift.music })),
  http.post('/api/music', async ({ request }) => {
    const file = (await request.formData()).get('music');
    if (!(file instanceof File)) return refuse(422, MSG.fileRequired, { music: [MSG.fileRequired] });
    const wrongType = MSG.fileWrongType(AUDIO_KINDS);
    if (!looksLikeMp3(new Uint8Array(await file.arrayBuffer()))) return refuse(415, wrongType, { music: [wrongType] });
    // The test track carries the seeded track's tags, as assets/default-track.mp3 does.
    gift.music = { ...SEEDED_TRACK, url: `music/${file.name}`, is_default: false, name: file.name };
    return reply(musicReply, { success: true, message: MSG.musicSaved, data: gift.music });
  }),
  http.delete('/api/music', () => {
    gift.music = { ...SEEDED_TRACK };
    return reply(musicReply, { success: true, message: MSG.musicReset, data: gift.music });
  }),
];
