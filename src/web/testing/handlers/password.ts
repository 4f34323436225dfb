import { http } from 'msw';
import { forgotPasswordBody, forgotPasswordReply, PASSWORD_MSG, resetPasswordBody, resetPasswordReply } from '@shared/schemas/password';
import { gift, TEST_EDITOR_USER } from '../db';
import { parseBody, refuse, reply } from './reply';

/** The one link the component tests' mail gives; 'used-token' is a link already used. */
export const TEST_RESET_TOKEN = 'test-reset-token';

export const passwordHandlers = [
  http.post('/api/password/forgot', async ({ request }) => {
    const body = await parseBody(request, forgotPasswordBody);
    if (!body.ok) return body.response;
    return reply(forgotPasswordReply, { success: true, message: PASSWORD_MSG.forgotSent }, 202);
  }),
  http.post('/api/password/reset', async ({ request }) => {
    const body = await parseBody(request, resetPasswordBody);
    if (!body.ok) return body.response;
    if (body.data.token === 'used-token') return refuse(410, PASSWORD_MSG.tokenUsed);
    if (body.data.token !== TEST_RESET_TOKEN) return refuse(422, PASSWORD_MSG.tokenInvalid, { token: [PASSWORD_MSG.tokenInvalid] });
    gift.role = 'editor';
    return reply(resetPasswordReply, { success: true, message: PASSWORD_MSG.passwordChanged, data: { ...TEST_EDITOR_USER } });
  }),
];
