import type { FastifySchema } from 'fastify';
import type { AppConfig } from './lib/config.js';
import type { Db, Dialect } from './db/database.js';
import { SITE_ID } from './db/seed.js';
import { ReadCache } from './lib/read-cache.js';
import { passwordHasher } from './lib/password-hasher.js';
import { SiteScope } from './db/site-scope.js';
import { LocalMediaStore, type MediaStore } from './storage/media-store.js';
import { S3MediaStore } from './storage/s3-media-store.js';
import { openingRepository } from './repositories/opening-repository.js';
import { featuresRepository } from './repositories/features-repository.js';
import { daysOfLoveRepository } from './repositories/days-of-love-repository.js';
import { dateInputRepository } from './repositories/date-input-repository.js';
import { userRepository } from './repositories/user-repository.js';
import { uploadReservationRepository } from './repositories/upload-reservation-repository.js';
import { authLimitRepository } from './repositories/auth-limit-repository.js';
import { sessionRepository } from './repositories/session-repository.js';
import { mediaRepository } from './repositories/media-repository.js';
import { musicRepository } from './repositories/music-repository.js';
import { galleryRepository } from './repositories/gallery-repository.js';
import { todoRepository } from './repositories/todo-repository.js';
import { milestoneRepository } from './repositories/milestone-repository.js';
import { quizRepository } from './repositories/quiz-repository.js';
import { crosswordRepository } from './repositories/crossword-repository.js';
import { loveMomentRepository } from './repositories/love-moment-repository.js';
import { heartMomentRepository } from './repositories/heart-moment-repository.js';
import { loveTypingRepository } from './repositories/love-typing-repository.js';
import { videoGiftRepository } from './repositories/video-gift-repository.js';
import { couponRepository } from './repositories/coupon-repository.js';
import { shareRepository } from './repositories/share-repository.js';
import { settingsRepository } from './repositories/settings-repository.js';
import { occasionRepository } from './repositories/occasion-repository.js';
import { keptTextRepository } from './repositories/kept-text-repository.js';
import { siteRepository } from './repositories/site-repository.js';
import { operatorSessionRepository } from './repositories/operator-session-repository.js';
import { consoleAttemptRepository } from './repositories/console-attempt-repository.js';
import { mainGiftRepository } from './repositories/main-gift-repository.js';
import { revealRepository } from './repositories/reveal-repository.js';
import { activityRepository } from './repositories/activity-repository.js';
import { heartRepository } from './repositories/heart-repository.js';
import { replyRepository } from './repositories/reply-repository.js';
import { wishRepository } from './repositories/wish-repository.js';
import { passwordResetRepository } from './repositories/password-reset-repository.js';
import { mailOutboxRepository } from './repositories/mail-outbox-repository.js';
import type { MailSender } from './lib/mail-sender.js';
import { signupRepository } from './repositories/signup-repository.js';
import { notificationRepository } from './repositories/notification-repository.js';

/** The store MEDIA_STORE names; `folder` is where new uploads go (a gift's g{id}/ with many gifts). */
export function createMediaStore(config: AppConfig, folder: () => string = () => ''): MediaStore {
  return config.s3 ? new S3MediaStore(config.dataDir, config.s3, folder) : new LocalMediaStore(config.dataDir, folder);
}

/**
 * What every route needs, built once per app: config, database, repositories, storage, limiters.
 * Routes reach data only through `repos` (decision 013); each method takes an optional transaction.
 */
export function createContext(config: AppConfig, db: Db, dialect: Dialect) {
  // One gift: always site 1. Many gifts: the request's gift, read by every repository at call time.
  const manyGifts = config.baseDomain !== undefined;
  const scope = new SiteScope(manyGifts ? undefined : SITE_ID);
  const siteId = scope.siteId;
  // Many gifts keep each gift's files under g{id}/, so a gift's media is one folder.
  const mediaFolder = manyGifts ? () => `g${siteId()}/` : () => '';
  // MEDIA_STORE picks where files live; uploads are worked on in DATA_DIR/tmp either way.
  const media = createMediaStore(config, mediaFolder);
  return {
    /** What this process read until the next write; on with SQLite only (one process; decision 021). */
    readCache: new ReadCache(dialect === 'sqlite'),
    config,
    db,
    dialect,
    scope,
    media,
    /** Where this gift's files go in the store: '' for one gift, 'g{id}/' for the request's gift. */
    mediaFolder,
    /** Every password hash of this process goes through its bounded queue. */
    passwords: passwordHasher(config.passwordCost),
    /** Every gift (host lookup, operator console); never used by a gift's own routes. */
    sites: siteRepository(db),
    operatorSessions: operatorSessionRepository(db),
    /** The operator console's sign-in counters, shared by every process on the database. */
    consoleAttempts: consoleAttemptRepository(db),
    /** Every gift's mail, waiting or sent; `mail` sends it. */
    mailOutbox: mailOutboxRepository(db),
    /** Set by buildApp once the database is migrated: keeps and sends mail. */
    mail: undefined as unknown as MailSender,
    /** Sign-ups waiting for their confirmation, across the service. */
    signups: signupRepository(db),
    /** Word to the giver, per gift and kind. */
    notifications: notificationRepository(db),
    /** Set by buildApp: sends the notifications folded into a later mail. */
    notifier: undefined as unknown as { stop(): void; flush(): Promise<void> },
    repos: {
      opening: openingRepository(db, siteId),
      features: featuresRepository(db, siteId),
      daysOfLove: daysOfLoveRepository(db, siteId),
      dateInput: dateInputRepository(db, siteId),
      users: userRepository(db, siteId),
      authLimits: authLimitRepository(db, siteId),
      sessions: sessionRepository(db, siteId),
      media: mediaRepository(db, siteId),
      /** Room uploads hold in the gift's quota while they are received. */
      uploadReservations: uploadReservationRepository(db, dialect, siteId),
      music: musicRepository(db, siteId),
      gallery: galleryRepository(db, siteId),
      todos: todoRepository(db, siteId),
      milestones: milestoneRepository(db, siteId),
      quiz: quizRepository(db, siteId),
      crossword: crosswordRepository(db, siteId),
      loveMoment: loveMomentRepository(db, siteId),
      loveTyping: loveTypingRepository(db, siteId),
      videoGift: videoGiftRepository(db, siteId),
      coupon: couponRepository(db, siteId),
      share: shareRepository(db, siteId),
      settings: settingsRepository(db, siteId),
      mainGift: mainGiftRepository(db, siteId),
      reveal: revealRepository(db, siteId),
      activity: activityRepository(db, siteId),
      replies: replyRepository(db, siteId),
      hearts: heartRepository(db, siteId),
      /** Momen Hati: every read and write names its reader or author. */
      heartMoments: heartMomentRepository(db, siteId),
      wishes: wishRepository(db, siteId),
      passwordResets: passwordResetRepository(db, siteId),
      /** The occasion last applied, and applying one. */
      occasions: occasionRepository(db, siteId),
      /** Demo texts the giver keeps on purpose. */
      keptTexts: keptTextRepository(db, siteId),
    },
    /** Every route as registered: its guards' names and its schema (the role test, the API description). */
    routeTable: [] as RouteRecord[],
  };
}

export interface RouteRecord {
  method: string;
  url: string;
  guards: string[];
  schema: FastifySchema | undefined;
}

export type AppContext = ReturnType<typeof createContext>;
