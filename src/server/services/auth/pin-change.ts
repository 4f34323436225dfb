import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import type { DateInputRow } from '../../repositories/date-input-repository.js';

type PinContext = Pick<AppContext, 'repos'>;

/**
 * The PIN is the first date record's date: when a save changed it (or created it), every viewer
 * session of the gift ends, so whoever knew the old PIN must enter the new one (decision 014). `trx`:
 * read and delete in the save's own transaction. `pinOnly`: compare the dates alone, for a save that
 * gives every record a new row (an archive's import), where a new id is no new PIN.
 */
export async function endViewerSessionsIfPinChanged(
  ctx: PinContext,
  before: DateInputRow | undefined,
  { trx, pinOnly = false }: { trx?: Trx; pinOnly?: boolean } = {},
): Promise<void> {
  const after = await ctx.repos.dateInput.first(trx);
  if (after?.selected_date !== before?.selected_date || (!pinOnly && after?.id !== before?.id)) {
    await ctx.repos.sessions.deleteByRole('viewer', trx);
  }
}

/**
 * A save of the date records as one transaction: the records, then the end of every viewer session when
 * the PIN changed, so a reader never finds the new PIN beside a session opened with the old one, and a
 * failure leaves both as they were.
 */
export function savingPin<T>(ctx: Pick<AppContext, 'repos' | 'db'>, work: (trx: Trx) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await ctx.repos.dateInput.first(trx);
    const result = await work(trx);
    await endViewerSessionsIfPinChanged(ctx, before, { trx });
    return result;
  });
}
