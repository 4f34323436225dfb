// The app's own confirm and notice dialogs (components/ask.tsx), which replace the browser's confirm() and
// alert(): their buttons, in the gift's language. Relative imports only, as every catalog.

import { catalog } from '../../shared/translation';

export const idDialog = catalog('dialog', {
  yes: 'Ya, lanjutkan',
  cancel: 'Batal',
  ok: 'OK',
} as const);
