import type { Translation } from '../../../shared/translation';
import type { idPassword } from '../id-password';

// English twin of id-password.ts: the forgotten password.

export const enPassword: Translation<typeof idPassword> = {
  forgotLink: 'Forgot password?',
  forgotHeading: 'Forgot password?',
  forgotHint: "Enter the giver's email. We will send a link to make a new password.",
  forgotSubmit: 'Send link',
  forgotSending: 'Sending...',
  forgotFailed: 'Failed to send the link.',
  backToLogin: 'Back to login',
  resetHeading: 'Make a new password',
  resetHint: 'At least 12 characters. Once saved, every other session of the giver ends.',
  newPassword: 'New password',
  resetSubmit: 'Save password',
  resetSaving: 'Saving...',
  resetFailed: 'Failed to save the new password.',
  noToken: 'The link is incomplete. Open the link from the email again.',
  askAgain: 'Ask for a new link',
  toHub: 'Open Edit Pages',
};
