import type { AppContext } from '../context.js';
import type { DateInputRow } from '../repositories/date-input-repository.js';

/**
 * The PIN is the first date record's date: when a save changed it (or created it), every viewer
 * session of the gift ends, so whoever knew the old PIN must enter the new one (decision 014).
 */
export async function endViewerSessionsIfPinChanged(ctx: AppContext, before: DateInputRow | undefined): Promise<void> {
  const after = await ctx.repos.dateInput.first();
  if (after?.id !== before?.id || after?.selected_date !== before?.selected_date) {
    await ctx.repos.sessions.deleteByRole('viewer');
  }
}
