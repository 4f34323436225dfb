import type { LoveMoment } from '@shared/schemas/love-moment';
import { RecordPicker } from '@/components/add-or-edit-panel';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { LoadFailed } from '@/components/page-fallback';

// Edit mode's 'Select Moment' (docs/product.md §2, §4): the giver's moments by id and title, with a note when
// the list could not be read or the moment of the address is not among them.

const t = idLoveMoment.editor;

export interface MomentPickerProps {
  moments: { isPending: boolean; isSuccess: boolean; isError: boolean; data: LoveMoment[] | undefined; refetch: () => unknown };
  selectedId: number | null;
  onPick: (id: number | null) => void;
  /** The id of the address that no moment has. */
  missingId: number | null;
}

export function MomentPicker({ moments, selectedId, onPick, missingId }: MomentPickerProps) {
  return (
    <RecordPicker
      words={t}
      list={moments}
      options={(moments.data ?? []).map((moment) => ({ id: moment.id, label: t.pickerOption(moment.id, moment.title) }))}
      selectedId={selectedId}
      onPick={onPick}
      // A moment deleted in the preview frame (another window) drops out of the list.
      onFocus={() => void moments.refetch()}
    >
      {moments.isError && <LoadFailed words={t.pickerLoadFailed} className="mt-1 text-sm text-red-700" />}
      {missingId !== null && <p className="mt-1 text-sm text-red-700">{t.notFound(missingId)}</p>}
    </RecordPicker>
  );
}
