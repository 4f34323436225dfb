import { http, HttpResponse } from 'msw';
import { MSG } from '@shared/messages';
import { operatorSessionReply } from '@shared/schemas/operator';
import {
  SIGNUP_MSG,
  signupBody,
  signupConfirmBody,
  signupConfirmReply,
  signupReply,
  signupWelcomeBody,
  signupWelcomeReply,
  slugCheckQuery,
  slugCheckReply,
} from '@shared/schemas/signup';
import { gift, TEST_EDITOR_USER } from '../db';
import { parseBody, refuse, reply } from './reply';

// Sign-up: the console's calls and the gift host's welcome. The confirmation's one good link is
// TEST_SIGNUP_TOKEN ('used-token' a used one); 'taken-gift' is an address some gift has; the welcome's one good code
// is TEST_WELCOME_CODE.

export const TEST_SIGNUP_TOKEN = 'test-signup-token';
export const TEST_WELCOME_CODE = 'test-welcome-code';
export const TAKEN_SLUG = 'taken-gift';

export const signupHandlers = [
  http.get('/api/signup/slug', ({ request }) => {
    const parsed = slugCheckQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? MSG.slugFormat;
      return refuse(422, code, { slug: [code] });
    }
    const available = parsed.data.slug !== TAKEN_SLUG;
    return reply(slugCheckReply, { success: true, message: available ? SIGNUP_MSG.slugFree : MSG.slugTaken, data: { available } });
  }),
  http.post('/api/signup', async ({ request }) => {
    const body = await parseBody(request, signupBody);
    if (!body.ok) return body.response;
    return reply(signupReply, { success: true, message: SIGNUP_MSG.checkMail }, 202);
  }),
  http.post('/api/signup/confirm', async ({ request }) => {
    const body = await parseBody(request, signupConfirmBody);
    if (!body.ok) return body.response;
    if (body.data.token === 'used-token') return refuse(410, SIGNUP_MSG.tokenUsed);
    if (body.data.token !== TEST_SIGNUP_TOKEN) return refuse(422, SIGNUP_MSG.tokenInvalid, { token: [SIGNUP_MSG.tokenInvalid] });
    return reply(signupConfirmReply, {
      success: true,
      message: SIGNUP_MSG.created,
      data: { slug: 'rina', url: `http://rina.kado.test/edit-pages?welcome=${TEST_WELCOME_CODE}` },
    });
  }),
  http.post('/api/signup/welcome', async ({ request }) => {
    const body = await parseBody(request, signupWelcomeBody);
    if (!body.ok) return body.response;
    if (body.data.code !== TEST_WELCOME_CODE) return refuse(410, SIGNUP_MSG.welcomeInvalid);
    gift.role = 'editor';
    return reply(signupWelcomeReply, { success: true, message: SIGNUP_MSG.welcomed, data: { ...TEST_EDITOR_USER } });
  }),
];

/** The console host (api/host.ts): no gift's session, the operator's session with sign-up open or not, nobody signed in. */
export function consoleHost(signup: boolean) {
  return [
    http.get('/api/session', () => new HttpResponse(null, { status: 404 })),
    http.get('/api/operator/session', () => reply(operatorSessionReply, { success: true, console: true, signed_in: false, signup })),
    http.get('/api/operator/gifts', () => refuse(401, MSG.unauthenticated)),
  ];
}
