import { http } from 'msw';
import { loginBody, loginReply, sessionReply } from '@shared/schemas/auth';
import { messageReply } from '@shared/schemas/common';
import { MSG } from '@shared/messages';
import { gift, TEST_EDITOR_USER } from '../db';
import { parseBody, refuse, reply } from './reply';

/** The editor's password in the component tests. */
export const TEST_PASSWORD = 'correct-horse-battery';

export const sessionHandlers = [
  http.get('/api/session', () =>
    reply(sessionReply, { success: true, role: gift.role, user: gift.role === 'editor' ? { ...TEST_EDITOR_USER } : null }),
  ),
  http.post('/api/login', async ({ request }) => {
    const body = await parseBody(request, loginBody);
    if (!body.ok) return body.response;
    if (body.data.email !== TEST_EDITOR_USER.email || body.data.password !== TEST_PASSWORD) return refuse(401, MSG.loginWrong);
    gift.role = 'editor';
    return reply(loginReply, { success: true, message: MSG.loggedIn, data: { ...TEST_EDITOR_USER } });
  }),
  http.post('/api/logout', () => {
    gift.role = 'anonymous';
    return reply(messageReply, { success: true, message: MSG.loggedOut });
  }),
];
