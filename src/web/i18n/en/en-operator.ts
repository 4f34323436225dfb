import type { Translation } from '../../../shared/translation';
import type { idOperator } from '../id-operator';

// English twin of id-operator.ts (issue 17): the operator's console on BASE_DOMAIN.

export const enOperator: Translation<typeof idOperator> = {
  title: 'Operator Console',
  loading: 'Loading...',
  login: {
    heading: 'Operator Login',
    intro: 'Sign in to manage every gift on this service.',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    submitting: 'Loading...',
    failed: "Login failed. Check the operator's email and password.",
  },
  signedInAs: (email: string) => `Signed in as ${email}`,
  logout: 'Logout',
  logoutFailed: 'Failed to log out.',
  list: {
    heading: 'Gifts',
    empty: 'No gifts yet. Create the first one below.',
    loadFailed: 'Failed to load the gifts.',
    count: (count: number) => (count === 1 ? '1 gift' : `${count} gifts`),
    slug: 'Address',
    editor: "Giver's email",
    created: 'Created',
    media: 'Media size',
    lastVisit: 'Last visit',
    status: 'Status',
    actions: 'Actions',
    never: 'Never',
    active: 'Active',
    disabled: 'Disabled',
    private: 'Private',
    open: 'Open',
  },
  create: {
    heading: 'Create a New Gift',
    slug: 'Gift address',
    slugHint: (domain: string) =>
      `Lowercase letters, digits and hyphens, 3–40 characters. The gift lives at address.${domain}`,
    editorEmail: "Giver's email",
    editorPassword: "Giver's password",
    passwordHint: 'At least 12 characters. Give it to the giver over a safe channel.',
    submit: 'Create Gift',
    submitting: 'Creating...',
    created: (url: string) => `Gift created: ${url}`,
    failed: 'Failed to create the gift.',
  },
  row: {
    disable: 'Disable',
    enable: 'Enable',
    disableConfirm: (slug: string) =>
      `Disable the gift "${slug}"? The recipient and the giver will only see a closed page.`,
    disabled: (slug: string) => `Gift "${slug}" disabled.`,
    enabled: (slug: string) => `Gift "${slug}" enabled again.`,
    toggleFailed: "Failed to change the gift's status.",
    remove: 'Delete',
    removeConfirm: (slug: string) =>
      `Delete the gift "${slug}" with all its photos, videos and music? This cannot be undone.`,
    removed: (slug: string) => `Gift "${slug}" deleted.`,
    removeFailed: 'Failed to delete the gift.',
    resetPassword: 'Reset Password',
    newPassword: (slug: string) => `New password for the giver of "${slug}"`,
    saveReset: 'Save Password',
    cancel: 'Cancel',
    resetDone: (slug: string) => `The password of the giver of "${slug}" has been changed. All their sessions have ended.`,
    resetFailed: 'Failed to change the password.',
    busy: 'Processing...',
  },
  notConsole: "The operator console is only at the service's main address.",
};
