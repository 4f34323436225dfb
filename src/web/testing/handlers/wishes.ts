import { http } from 'msw';
import { wishLinkReply, wishListReply } from '@shared/schemas/wishes';
import { reply } from './reply';

// Wishes from friends (decision 045): the giver's hub reads the wishes and the wishes link; the test gift has none.

export const wishHandlers = [
  http.get('/api/wishes', () => reply(wishListReply, { success: true, data: [] })),
  http.get('/api/wishes/link', () =>
    reply(wishLinkReply, {
      success: true,
      data: {
        url: 'http://localhost/w/k3y',
        open: true,
        usage: { wishes: 2, wishes_max: 300, photo_bytes: 3 * 1048576, photo_bytes_max: 512 * 1048576 },
      },
    }),
  ),
];
