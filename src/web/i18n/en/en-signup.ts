import type { Translation } from '../../../shared/translation';
import type { idSignup } from '../id-signup';

// English twin of id-signup.ts: sign-up and the giver's mail switches.

export const enSignup: Translation<typeof idSignup> = {
  title: 'Make a gift',
  intro: 'Make your own digital gift. We will send a link to your email to confirm.',
  email: 'Email',
  emailHint: 'The confirmation link is sent here. You also sign in with this email.',
  password: 'Password',
  passwordHint: 'At least 12 characters.',
  slug: "Gift's address",
  slugHint: (domain: string) => `Lowercase letters, digits and hyphens: name.${domain}`,
  slugSuggested: (slug: string) => `Written as ${slug}.`,
  slugChecking: 'Checking the address...',
  language: "Gift's language",
  languageNames: { id: 'Bahasa Indonesia', en: 'English' },
  submit: 'Make a gift',
  submitting: 'Sending...',
  failed: 'Sign-up failed. Try again.',
  sentHeading: 'Check your email',
  operatorLink: 'Sign in as the operator',
  confirmIntro: 'One step more: choose the password you will sign in with, then press the button below.',
  confirmButton: 'Make my gift',
  confirmHeading: 'Making your gift...',
  confirmFailed: 'Failed to make the gift.',
  signupAgain: 'Sign up again',
  welcomeHeading: 'Welcome to your gift',
  welcomeSigningIn: 'Signing you in...',
  welcomeFailed: 'Failed to sign in.',
  toLogin: 'Sign in with email and password',
  notify: {
    legend: 'Tell me by email',
    opened: 'Email when the gift is first opened',
    openedHint: 'Only while footsteps are recorded.',
    replies: 'Email when a reply arrives',
    wishes: 'Email when a wish waits for approval',
    moments: 'Email when the recipient shares a moment',
    hint: 'At most one email of each kind every 10 minutes; later news joins the next email.',
    saved: (on: boolean) => (on ? 'Email notification on.' : 'Email notification off.'),
    saveFailed: 'Failed to save the notification.',
  },
};
