import { http } from 'msw';
import { groupIssues, firstMessage } from '@shared/field-errors';
import { wishFormFields, wishGuestReply, wishLinkReply, wishListReply, wishSentReply } from '@shared/schemas/wishes';
import { WISH_MSG } from '@shared/messages/wishes';
import { gift } from '../db';
import { refuse, reply } from './reply';

// Wishes from friends: the giver's hub reads the wishes and the wishes link; the test gift has none.
// A friend's browser holds the link's key (a cookie the server set at /w/{key}) or not, and sends a wish.

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
  http.get('/api/wishes/guest', () => {
    if (!gift.wishGuest.key) return refuse(403, WISH_MSG.linkInvalid);
    return reply(wishGuestReply, { success: true, data: { recipient: gift.opening.recipient_name, open: gift.wishGuest.open } });
  }),
  http.post('/api/wishes', async ({ request }) => {
    if (!gift.wishGuest.key) return refuse(403, WISH_MSG.linkInvalid);
    const form = await request.formData();
    const parsed = wishFormFields.safeParse({ name: form.get('name'), message: form.get('message') });
    if (!parsed.success) {
      const errors = groupIssues(parsed.error.issues);
      return refuse(422, firstMessage(errors) ?? WISH_MSG.nameEmpty, errors);
    }
    const photo = form.get('photo');
    gift.wishesSent.push({ ...parsed.data, photo: photo instanceof File ? photo.name : null });
    return reply(wishSentReply, { success: true, message: WISH_MSG.sent }, 201);
  }),
];
