import type { Translation } from '../../../shared/translation';
import type { idWishGuest } from '../id-wish-guest';

// English twin of id-wish-guest.ts: the wishes link's guest page.

export const enWishGuest: Translation<typeof idWishGuest> = {
  locale: 'en-GB',
  heading: (name: string) => `Wishes for ${name}`,
  someone: 'them',
  intro: 'Write a wish, a prayer or a memory, and add one photo if you like. The giver reads it before it is shown.',
  loading: 'Loading...',
  loadFailed: 'Failed to open the wishes page. Check your connection, then try again.',
  retry: 'Try again',
  invalidHeading: 'This wishes link is not valid',
  closedHeading: 'The wishes link is closed for now',
  closedBody: 'The giver is not taking wishes at the moment. Try again later, or ask them.',
  nameLabel: 'Your name',
  messageLabel: 'Your wish',
  counter: (count: string, max: string) => `${count}/${max} characters`,
  photoLabel: 'Photo (optional)',
  photoHint: (mb: number) => `JPEG, WebP or HEIC, at most ${mb} MB.`,
  choosePhoto: 'Choose a photo',
  changePhoto: 'Change photo',
  removePhoto: 'Remove photo',
  photoPreview: 'Preview of the chosen photo',
  chosen: (name: string) => `Photo: ${name}`,
  send: 'Send Wish',
  sending: 'Sending...',
  progress: 'Sending the wish',
  errors: {
    nameEmpty: 'Write your name first.',
    nameTooLong: (max: string) => `A name can be at most ${max} characters.`,
    messageEmpty: 'Write your wish first.',
    messageTooLong: (max: string) => `A wish can be at most ${max} characters.`,
    notPhoto: 'This kind of file is not supported. Use JPEG, WebP or HEIC.',
    tooLarge: (mb: number) => `A photo can be at most ${mb} MB.`,
    sendFailed: 'Failed to send the wish. Your words are still here: try sending again.',
  },
  thanksHeading: 'Thank you!',
  thanksBody: (name: string) => `Your wish for ${name} is sent. The giver will show it to them.`,
  another: 'Send another wish',
};
