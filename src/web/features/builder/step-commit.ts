import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import { WriteError } from '@/api/write';
import { id } from '@/i18n/id';
import { idBuilder } from '@/i18n/id-builder';
import { isOnline } from '@/lib/use-online';

// Each step saves when the giver goes on (decision 064): a step hands the builder its `commit`, which saves what
// changed and says whether the builder may go on. The builder calls it on 'Lanjut'; 'Kembali' and 'Lewati' do not.
// A step also says whether it holds changes not saved yet (`dirty`), so leaving it asks first (decision 083).

export interface StepCommit {
  (): Promise<boolean>;
  /** Whether the step holds what the giver changed since it was read; a step without it has none. */
  dirty?: () => boolean;
}

/** The builder's hold on the current step's commit. */
export type CommitSlot = RefObject<StepCommit | null>;

/** Hands the builder this render's commit and dirty check (the latest values), and takes them back when the step goes. */
export function useStepCommit(commitRef: CommitSlot, commit: () => Promise<boolean>, dirty?: () => boolean): void {
  const latestRef = useRef({ commit, dirty });
  useEffect(() => {
    latestRef.current = { commit, dirty };
  });
  // A layout effect: when the next step's part is still loading, Suspense keeps this step hidden (not unmounted) and
  // runs only its layout effects' cleanups, so the builder must let go of this step's commit then too.
  useLayoutEffect(() => {
    commitRef.current = Object.assign(() => latestRef.current.commit(), { dirty: () => latestRef.current.dirty?.() ?? false });
    return () => {
      commitRef.current = null;
    };
  }, [commitRef]);
}

/**
 * Runs a save; a failure is told in a toast and keeps the giver on the step. A save that got no reply is named as the
 * connection (offline, or the server not answering); any other failure in the write hook's words.
 */
export async function saved(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    toast.error(failureWords(error));
    return false;
  }
}

function failureWords(error: unknown): string {
  if (!(error instanceof WriteError)) return id.api.unexpected;
  if (error.status !== 0 || error.aborted) return error.message;
  return isOnline() ? idBuilder.saveNoReply : idBuilder.saveOffline;
}
