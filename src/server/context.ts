import type { AppConfig } from './config.js';
import type { Db, Dialect } from './db/database.js';
import { SITE_ID } from './db/seed.js';
import { FailureLimiter } from './auth/failure-limiter.js';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_CLIENT,
  PIN_FAILURE_WINDOW_CLIENT_MS,
  PIN_FAILURE_WINDOW_GIFT_MS,
  PIN_FAILURES_PER_CLIENT,
  PIN_FAILURES_PER_GIFT,
} from '../shared/constants.js';
import { MediaStore } from './storage/media-store.js';
import { openingRepository } from './repositories/opening-repository.js';
import { featuresRepository } from './repositories/features-repository.js';
import { daysOfLoveRepository } from './repositories/days-of-love-repository.js';
import { dateInputRepository } from './repositories/date-input-repository.js';
import { userRepository } from './repositories/user-repository.js';
import { sessionRepository } from './repositories/session-repository.js';
import { mediaRepository } from './repositories/media-repository.js';
import { musicRepository } from './repositories/music-repository.js';
import { galleryRepository } from './repositories/gallery-repository.js';
import { todoRepository } from './repositories/todo-repository.js';
import { quizRepository } from './repositories/quiz-repository.js';
import { crosswordRepository } from './repositories/crossword-repository.js';
import { loveMomentRepository } from './repositories/love-moment-repository.js';
import { loveTypingRepository } from './repositories/love-typing-repository.js';
import { videoGiftRepository } from './repositories/video-gift-repository.js';
import { couponRepository } from './repositories/coupon-repository.js';
import { mainGiftRepository } from './repositories/main-gift-repository.js';

/**
 * What every route needs, built once per app: config, database, repositories, storage, limiters.
 * Routes reach data only through `repos` (decision 013); each method takes an optional transaction.
 */
export function createContext(config: AppConfig, db: Db, dialect: Dialect) {
  const siteId = SITE_ID;
  return {
    config,
    db,
    dialect,
    siteId,
    media: new MediaStore(config.dataDir),
    repos: {
      opening: openingRepository(db, siteId),
      features: featuresRepository(db, siteId),
      daysOfLove: daysOfLoveRepository(db, siteId),
      dateInput: dateInputRepository(db, siteId),
      users: userRepository(db, siteId),
      sessions: sessionRepository(db, siteId),
      media: mediaRepository(db, siteId),
      music: musicRepository(db, siteId),
      gallery: galleryRepository(db, siteId),
      todos: todoRepository(db, siteId),
      quiz: quizRepository(db, siteId),
      crossword: crosswordRepository(db, siteId),
      loveMoment: loveMomentRepository(db, siteId),
      loveTyping: loveTypingRepository(db, siteId),
      videoGift: videoGiftRepository(db, siteId),
      coupon: couponRepository(db, siteId),
      mainGift: mainGiftRepository(db, siteId),
    },
    routeTable: [] as { method: string; url: string; guards: string[] }[],
    limiters: {
      pinClient: new FailureLimiter(PIN_FAILURES_PER_CLIENT, PIN_FAILURE_WINDOW_CLIENT_MS),
      pinGift: new FailureLimiter(PIN_FAILURES_PER_GIFT, PIN_FAILURE_WINDOW_GIFT_MS),
      loginClient: new FailureLimiter(LOGIN_FAILURES_PER_CLIENT, LOGIN_FAILURE_WINDOW_MS),
    },
  };
}

export type AppContext = ReturnType<typeof createContext>;
