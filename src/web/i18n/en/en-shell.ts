import type { Translation } from '../../../shared/translation';
import type { id } from '../id';

// English twin of id.ts: the shell's words, on every first load.

export const enShell: Translation<typeof id> = {
  appName: 'Kado',
  loadingScreen: 'Just a moment!...',
  pageLoading: 'Loading...',
  pageNames: {
    opening: 'Opening',
    dateInput: 'Date Input',
    daysOfLove: 'Days Of Love',
    features: 'Features',
    gallery: 'Gallery',
    folder: 'Folder',
    todoList: 'Plans',
    games: 'Mini Games',
    quiz: 'Quiz Fun',
    quizList: 'Quiz List',
    quizOptions: 'Quiz Options',
    crossword: 'Crossword Mini Game',
    mainGift: 'Main Gift',
    videoGift: 'Video Gift',
    loveMoment: 'Our Love Story',
    loveTyping: 'Love Typing',
    coupon: 'A Little Gift For You',
    reply: 'Reply',
    wishes: 'Wishes',
    heartMoments: 'Heart Moments',
    leaveWish: 'Send a Wish',
  },
  opening: {
    defaultTitle: 'This is For',
    defaultRecipient: 'Name',
    loadFailed: 'Failed to load the data.',
    saveFailed: 'Failed to save the data.',
  },
  notFound: {
    heading: 'Page not found.',
    body: 'This address does not exist in this gift.',
    backHome: 'Back to the start',
  },
  login: {
    heading: 'Login',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    submitting: 'Loading...',
    cancel: 'Cancel',
    failed: 'Login failed',
    exception: (detail: string) => `Something went wrong: ${detail}`,
    exceptionDetail: 'the login could not be completed. Please try again.',
    logoutFailed: 'Failed to log out.',
  },
  api: {
    noResponse: 'No response from server. Please check your network connection.',
    unexpected: 'Something unexpected went wrong. Please try again.',
    saveFailed: 'Something went wrong while saving the data.',
  },
};
