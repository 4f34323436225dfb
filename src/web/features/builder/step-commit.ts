import { useEffect, useRef, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import { WriteError } from '@/api/write';
import { id } from '@/i18n/id';

// Each step saves when the giver goes on (decision 064): a step hands the builder its `commit`, which saves what
// changed and says whether the builder may go on. The builder calls it on 'Lanjut'; 'Kembali' and 'Lewati' do not.

export type StepCommit = () => Promise<boolean>;

/** The builder's hold on the current step's commit. */
export type CommitSlot = RefObject<StepCommit | null>;

/** Hands the builder this render's commit (the latest values), and takes it back when the step goes. */
export function useStepCommit(commitRef: CommitSlot, commit: StepCommit): void {
  const latestRef = useRef(commit);
  useEffect(() => {
    latestRef.current = commit;
  });
  useEffect(() => {
    commitRef.current = () => latestRef.current();
    return () => {
      commitRef.current = null;
    };
  }, [commitRef]);
}

/** Runs a save; a failure is told in a toast (its words are the write hook's) and keeps the giver on the step. */
export async function saved(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    toast.error(error instanceof WriteError ? error.message : id.api.unexpected);
    return false;
  }
}
