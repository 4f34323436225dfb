import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { ConfigError } from '../lib/config.js';
import type { Db, Dialect } from './database.js';
import { initialMigration } from './migrations/001-initial.js';
import { galleryVariantsMigration } from './migrations/002-gallery-variants.js';
import { crosswordMigration } from './migrations/003-crossword.js';
import { mainGiftMigration } from './migrations/004-main-gift.js';
import { authLimitsMigration } from './migrations/005-auth-limits.js';
import { mainGiftUnlockMigration } from './migrations/006-main-gift-unlock.js';
import { sitesMigration } from './migrations/007-sites.js';
import { galleryCoversMigration } from './migrations/008-gallery-covers.js';
import { musicTagsMigration } from './migrations/009-music-tags.js';
import { consoleAttemptsMigration } from './migrations/010-console-attempts.js';
import { milestonesMigration } from './migrations/012-milestones.js';
import { loveMomentOpensAtMigration } from './migrations/013-love-moment-opens-at.js';
import { loveMomentVoiceNoteMigration } from './migrations/014-love-moment-voice-note.js';
import { siteLanguageMigration } from './migrations/015-site-language.js';
import { siteQuotaAndEndMigration } from './migrations/016-site-quota-and-end.js';
import { revealAtMigration } from './migrations/017-reveal-at.js';
import { activityMigration } from './migrations/018-activity.js';
import { siteThemeMigration } from './migrations/019-site-theme.js';
import { videoConversionMigration } from './migrations/020-video-conversion.js';
import { repliesAndHeartsMigration } from './migrations/021-replies-and-hearts.js';
import { wishesMigration } from './migrations/022-wishes.js';
import { voiceNoteDurationsMigration } from './migrations/023-voice-note-durations.js';
import { uploadReservationsMigration } from './migrations/024-upload-reservations.js';
import { messageCodesMigration } from './migrations/025-message-codes.js';
import { mailAndPasswordResetsMigration } from './migrations/026-mail-and-password-resets.js';
import { signUpAndNotificationsMigration } from './migrations/027-sign-up-and-notifications.js';
import { occasionMigration } from './migrations/028-occasion.js';
import { signUpAndReservationHoldersMigration } from './migrations/030-sign-up-and-reservation-holders.js';
import { heartMomentsMigration } from './migrations/031-heart-moments.js';
import { keptTextsMigration } from './migrations/032-kept-texts.js';
import { momentMailsMigration } from './migrations/033-moment-mails.js';

/** Versioned migrations, in order. Add a file under migrations/ and list it here. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-gallery-variants': galleryVariantsMigration(dialect),
    '003-crossword': crosswordMigration(dialect),
    '004-main-gift': mainGiftMigration(dialect),
    '005-auth-limits': authLimitsMigration(dialect),
    '006-main-gift-unlock': mainGiftUnlockMigration(dialect),
    '007-sites': sitesMigration(dialect),
    '008-gallery-covers': galleryCoversMigration(dialect),
    '009-music-tags': musicTagsMigration(dialect),
    '010-console-attempts': consoleAttemptsMigration(dialect),
    '012-milestones': milestonesMigration(dialect),
    '013-love-moment-opens-at': loveMomentOpensAtMigration,
    '014-love-moment-voice-note': loveMomentVoiceNoteMigration,
    '015-site-language': siteLanguageMigration,
    '016-site-quota-and-end': siteQuotaAndEndMigration,
    '017-reveal-at': revealAtMigration,
    '018-activity': activityMigration(dialect),
    '019-site-theme': siteThemeMigration,
    '020-video-conversion': videoConversionMigration,
    '021-replies-and-hearts': repliesAndHeartsMigration(dialect),
    '022-wishes': wishesMigration(dialect),
    '023-voice-note-durations': voiceNoteDurationsMigration,
    '024-upload-reservations': uploadReservationsMigration(dialect),
    '025-message-codes': messageCodesMigration,
    '026-mail-and-password-resets': mailAndPasswordResetsMigration(dialect),
    '027-sign-up-and-notifications': signUpAndNotificationsMigration(dialect),
    '028-occasion': occasionMigration,
    '030-sign-up-and-reservation-holders': signUpAndReservationHoldersMigration,
    '031-heart-moments': heartMomentsMigration(dialect),
    '032-kept-texts': keptTextsMigration,
    '033-moment-mails': momentMailsMigration,
  };
}

/** Kysely's record of the migrations a database has run (its default table). */
const MIGRATION_TABLE = 'kysely_migration';

/** The names of the migrations `db` has run, in order; none on a new database. */
async function executedMigrations(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}

/** Where the way back is written: what a refusal of the schema points to. */
const WAY_BACK = 'docs/operations.md "Updating"';

/**
 * Brings the database to this release's newest version (decision 074). A database a newer release has migrated
 * (migrations this release does not know, every one after its own newest) is used as it is: a newer release's
 * migrations only add, so this release runs on it, and says so in `say`. Migrations this release does not know among
 * its own (another line of Kado), or its own not all run, are refused in one line naming both versions. Throws if
 * a migration fails.
 */
export async function migrateToLatest(
  db: Db,
  dialect: Dialect,
  say: (line: string) => void = (line) => console.error(line),
): Promise<void> {
  const known = migrations(dialect);
  const names = Object.keys(known);
  const newest = names.at(-1)!;
  const executed = await executedMigrations(db);
  const unknown = executed.filter((name) => !(name in known));
  if (unknown.length > 0) {
    const missing = names.filter((name) => !executed.includes(name));
    if (unknown.some((name) => name < newest) || missing.length > 0) {
      const lacks = missing.length > 0 ? `, and lacks ${missing.join(', ')}` : '';
      throw new ConfigError(
        `Kado: the database was migrated by a version this release cannot run on (it holds ${unknown.join(', ')}, which this ` +
          `release, newest ${newest}, does not know${lacks}). Start that version again, or restore the backup taken before it ` +
          `(${WAY_BACK}).`,
      );
    }
    say(
      `Kado: the database was migrated by a newer release (its newest migration is ${unknown.at(-1)}, this release's ${newest}): ` +
        `starting on it unchanged, as a newer release's migrations only add (decision 074). To undo its schema too, restore ` +
        `the backup taken before the update (${WAY_BACK}).`,
    );
    return;
  }
  const provider: MigrationProvider = { getMigrations: async () => known };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? '(before any ran)'} failed: ${String(error)}`);
  }
}
