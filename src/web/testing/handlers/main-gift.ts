import { http } from 'msw';
import { loveMomentListReply } from '@shared/schemas/love-moment';
import { mainGiftStatusReply } from '@shared/schemas/main-gift';
import { videoGiftReply } from '@shared/schemas/video-gift';
import { gift } from '../db';
import { reply } from './reply';

// The video gift (docs/product.md §4) and the love moments: what their editors read; the Main Gift's
// lock: locked until a perfect quiz, which is the server's to score.

export const mainGiftHandlers = [
  http.get('/api/video-gift', () => reply(videoGiftReply, { success: true, data: gift.videoGift })),
  http.get('/api/love-moment', () => reply(loveMomentListReply, { success: true, status: 'success', data: [] })),
  http.get('/api/main-gift/status', () => reply(mainGiftStatusReply, { success: true, data: { locked: true, reason: 'quiz' } })),
];
