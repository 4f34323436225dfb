import { describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { VIDEO_GIFT_MSG } from '../../shared/messages/video-gift.js';
import { inIndonesian } from '../../shared/message-codes.js';

// Without ffmpeg (decision 042): an HEVC or .mov upload is refused with a reason the giver can act on, nothing
// is kept; an MP4 that needs no conversion is taken as before.

const t = useTestApp({ ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: '/nonexistent/ffprobe' });
const { editor } = t;

function upload(video: Buffer, filename: string, contentType: string) {
  const form = multipart({ title: 'Untukmu', description: '' }, [{ field: 'video', filename, contentType, data: video }]);
  return t.app.inject({ method: 'POST', url: '/api/video-gift', payload: form.payload, headers: { ...form.headers, ...editor } });
}

/** A QuickTime file type box and an empty media data box: all the server looks at before converting. */
const mov = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  '),
  Buffer.alloc(8),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096)]);

describe('a server without ffmpeg', () => {
  it('refuses a .mov with 415 saying ffmpeg is missing, keeping nothing', async () => {
    const before = await t.snapshot();
    const res = await upload(mov, 'IMG_0001.MOV', 'video/quicktime');
    expect(res.statusCode).toBe(415);
    const message = inIndonesian(VIDEO_GIFT_MSG.converterMissing);
    expect(message).toContain('tidak punya ffmpeg');
    expect(res.json()).toEqual({ success: false, code: 'videoGift.converterMissing', message, errors: { video: [message] } });
    expect(await t.snapshot()).toBe(before);
    expect(t.files().filter((f) => f.startsWith('tmp/') && !f.endsWith('/'))).toEqual([]);
  });

  it('still takes an MP4 that needs no conversion', async () => {
    const res = await upload(mp4, 'hadiah.mp4', 'video/mp4');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().conversion).toBeUndefined();
  });
});
