import type { Translation } from '../../../shared/translation';
import type { idReadiness } from '../id-readiness';

// English twin of id-readiness.ts (decision 032): ready to give and the recipient's footsteps (decision 040).

export const enReadiness: Translation<typeof idReadiness> = {
  locale: 'en-GB',
  ready: {
    heading: 'Ready to give?',
    intro: 'Advice before you give the gift: what still holds the demo content. Nothing is locked; you can share it anyway.',
    loading: 'Loading...',
    loadFailed: 'Failed to check whether the gift is ready.',
    allDone: 'All set! Your gift is ready to give 🎁',
    openCount: (count: number) => (count === 1 ? '1 thing not ready yet' : `${count} things not ready yet`),
    done: 'Done',
    open: 'Not yet',
    edit: 'Edit',
    demoQuestion: (question: string) => `This question is still word for word a sample one: “${question}”. Change it or remove it.`,
    items: {
      'recipient-name': { label: "Recipient's name", open: 'Still the demo name.' },
      pin: { label: 'PIN', open: 'Still the demo PIN (020222).' },
      photos: { label: 'Gallery photos', open: 'No photo in the gallery yet.' },
      letter: { label: 'Love letter', open: 'Still the demo letter.' },
      'coupon-number': { label: "Coupon's WhatsApp number", open: "Not set: the 'Claim Gift' button cannot be used yet." },
      quiz: { label: 'Quiz', open: 'A sample question is still there, or none of your own yet.' },
      video: { label: 'Video', open: 'No video yet.' },
      'counter-date': { label: 'Start of the day counter', open: 'Still counting from the demo date.' },
      'public-url': {
        label: 'Link address',
        open:
          'The link still points at this computer (localhost): the recipient cannot open it. ' +
          'Set PUBLIC_URL or open the hub at its real address.',
      },
    },
    usePinDate: (date: string) => `Use the PIN's date (${date})`,
    usePinDateSaving: 'Saving...',
    usePinDateSaved: "The day counter now starts from the PIN's date.",
  },
  share: {
    openCount: (count: number) => (count === 1 ? '1 thing not ready yet' : `${count} things not ready yet`),
    hint: 'You can still share the gift; this is only advice.',
    seeList: 'See the list',
  },
  footsteps: {
    heading: 'Footsteps',
    intro: 'What the recipient opened, from recipient sessions only: your own preview is not recorded.',
    loading: 'Loading...',
    loadFailed: "Failed to load the recipient's footsteps.",
    empty: 'No footsteps yet. They appear once the recipient enters the right PIN.',
    firstOpened: (when: string) => `First opened ${when}`,
    notOpened: 'Not opened yet.',
    recordLabel: "Record the recipient's footsteps",
    recordOn: 'Recorded: each right PIN, the first visit of each page in a session, a perfect quiz and a claimed coupon.',
    recordOff: 'Not recorded: nothing is written until you turn it on again.',
    saved: (on: boolean) => (on ? "The recipient's footsteps are recorded again." : "The recipient's footsteps are no longer recorded."),
    saveFailed: 'Failed to save the footsteps setting.',
    listLabel: 'Latest footsteps',
    events: {
      unlocked: 'Opened the gift with the PIN',
      'quiz-perfect': 'Answered the quiz perfectly',
      'coupon-claimed': 'Claimed the coupon',
      replied: 'Replied to the gift',
    },
    visited: (page: string) => `Opened ${page}`,
    pages: {
      daysOfLove: 'Days Of Love',
      features: 'the menu',
      gallery: 'the gallery',
      folder: 'a gallery album',
      todoList: 'Plans',
      games: 'Mini Games',
      quiz: 'the quiz',
      crossword: 'the crossword',
      mainGift: 'Main Gift',
      videoGift: 'the video',
      loveMoment: 'Love Moments',
      loveTyping: 'the love letter',
      coupon: 'the coupon',
      reply: 'the reply page',
      wishes: 'the wishes page',
    },
    more: (count: number) => `and ${count} earlier footsteps`,
  },
};
