import { http } from 'msw';
import { activityHandlers } from './activity';
import { entryHandlers } from './entry';
import { galleryHandlers } from './gallery';
import { mainGiftHandlers } from './main-gift';
import { musicHandlers } from './music';
import { passwordHandlers } from './password';
import { quizHandlers } from './quizzes';
import { replyHandlers } from './replies';
import { heartMomentHandlers } from './heart-moments';
import { sessionHandlers } from './session';
import { signupHandlers } from './signup';
import { todoHandlers } from './todos';
import { wishHandlers } from './wishes';

// Every resource's handlers (decision 053). A test replaces one with `server.use(...)` for a failure or a slow reply.

export const handlers = [
  ...sessionHandlers,
  ...passwordHandlers,
  ...signupHandlers,
  ...entryHandlers,
  ...todoHandlers,
  ...mainGiftHandlers,
  ...wishHandlers,
  ...activityHandlers,
  ...replyHandlers,
  ...heartMomentHandlers,
  ...quizHandlers,
  ...musicHandlers,
  ...galleryHandlers,
  // A gift's host (api/host.ts asks GET /api/session first, and only a 404 there leads here).
  http.get('/api/operator/session', () => new Response(null, { status: 404 })),
];
