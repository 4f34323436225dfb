import { http } from 'msw';
import { loveMomentListReply } from '@shared/schemas/love-moment';
import { videoGiftReply } from '@shared/schemas/video-gift';
import { gift } from '../db';
import { reply } from './reply';

// The video gift (docs/product.md §4) and the love moments (decision 028): what their editors read.

export const mainGiftHandlers = [
  http.get('/api/video-gift', () => reply(videoGiftReply, { success: true, data: gift.videoGift })),
  http.get('/api/love-moment', () => reply(loveMomentListReply, { success: true, status: 'success', data: [] })),
];
