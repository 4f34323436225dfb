import type { Translation } from '../../../shared/translation';
import type { idDialog } from '../id-dialog';

// English twin of id-dialog.ts: the buttons of the app's own confirm and notice dialogs.

export const enDialog: Translation<typeof idDialog> = {
  yes: 'Yes, go ahead',
  cancel: 'Cancel',
  ok: 'OK',
};
