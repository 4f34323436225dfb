import type { OccasionSet } from './types.js';

// The occasions in English (docs/product.md §27): the twins of id.ts, in Kado's own words.

export const OCCASIONS_EN: OccasionSet = {
  anniversary: {
    name: 'Anniversary',
    description: 'Celebrate the day you became a couple, from the first chapter to today.',
    letterPrompts: [
      'What is the first thing you remember about them?',
      'Which small moment of this year are you most grateful for?',
      'What would you like to promise for the year ahead?',
    ],
    openingTitle: 'Our Day',
    dateInputTitle: 'Our Anniversary',
    featuresTitle: 'Our Story',
    letter: [
      'Happy anniversary, my love.',
      'It feels like yesterday that we were shyly saying hello, and look how far we have walked together. ' +
        'Thank you for your patience, for laughing with me, and for choosing me again on the days that were ' +
        'not easy.',
      'May the year ahead bring us more stories, more journeys and just as many hugs. I love you, today and always.',
    ],
    coupon: {
      couponName: 'Anniversary Date Coupon',
      couponDescription: 'Good for one special date to celebrate us: you choose the place, I take care of the rest.',
      messages: {
        title: 'An Anniversary Gift For You',
        intro: 'Hi love, I would like to use our anniversary coupon 🥰',
        additional: 'Thank you for every day we have shared. ❤️',
      },
      buttonText: 'Use Coupon',
    },
    quiz: [
      {
        question: 'Where was our first date?',
        answer: 'At a little café',
        options: ['At a little café', 'At the cinema', 'In the city park'],
      },
      {
        question: 'Who said "I love you" first?',
        answer: 'Me',
        options: ['Me', 'You', 'Both of us at once'],
      },
    ],
    loveMomentPrompts: ['The day we first met', 'Our first trip together', 'The time you made me laugh the hardest'],
    milestoneSuggestions: ['First date', 'Meeting the family', 'First holiday together'],
    planIdeas: ['A date where we first met', 'Cook dinner together', 'A weekend away, just us'],
    crosswordIdeas: [
      { word: 'DATE', clue: 'Time together, just us' },
      { word: 'LOVE', clue: 'What I tell you most' },
      { word: 'PROMISE', clue: 'What we gave each other' },
    ],
  },
  birthday: {
    name: 'Birthday',
    description: 'A surprise for their special day, full of wishes and the things that make them smile.',
    letterPrompts: [
      'What did you admire most about them this year?',
      'What do you wish for them in the year ahead?',
      'Which memory with them always makes you smile?',
    ],
    openingTitle: 'Birthday!',
    dateInputTitle: 'Your Birthday',
    featuresTitle: 'Birthday Menu',
    letter: [
      'Happy birthday, my love!',
      'Today the world celebrates the person I love most. Thank you for being born, for growing up, and for ' +
        'finally finding me. You make my days so much warmer.',
      'May your new year be full of health, laughter and dreams that come true one by one. I will always be ' +
        'right beside you to celebrate them.',
    ],
    coupon: {
      couponName: 'Birthday Coupon',
      couponDescription: 'Good for one whole day your way: your favourite food, your favourite place, and me by your side.',
      messages: {
        title: 'A Birthday Gift For You',
        intro: 'Hi love! I would like to use my birthday coupon 🎂',
        additional: 'Thank you for making my birthday this special. ❤️',
      },
      buttonText: 'Claim Gift',
    },
    quiz: [
      {
        question: 'Which birthday cake do you love most?',
        answer: 'Chocolate cake',
        options: ['Chocolate cake', 'Cheesecake', 'Pandan cake'],
      },
      {
        question: 'What would you most like to do on your birthday?',
        answer: 'A day out, just us two',
        options: ['A day out, just us two', 'Sleep all day', 'Eat all I want'],
      },
    ],
    loveMomentPrompts: ['Your first birthday we celebrated together', 'The present you loved most', 'My wish for your new year'],
    milestoneSuggestions: ['First birthday together', 'The surprise party', 'A new year, a new story'],
    planIdeas: ['Dinner at your favourite place', 'A picnic in the park', 'A film of your choice'],
    crosswordIdeas: [
      { word: 'CAKE', clue: 'It has candles today' },
      { word: 'CANDLE', clue: 'Blown out with a wish' },
      { word: 'WISH', clue: 'What I hope for your new year' },
    ],
  },
  valentine: {
    name: 'Valentine',
    description: "A sweet Valentine's Day, with chocolate, flowers and the words we rarely say.",
    letterPrompts: [
      'When did you realise you were falling in love with them?',
      'Which little thing they do makes you feel loved?',
      'What would you like to tell them that you rarely say?',
    ],
    openingTitle: 'Be Mine',
    dateInputTitle: 'Our Love Date',
    featuresTitle: 'Sweet Menu',
    letter: [
      "Happy Valentine's Day, my love.",
      'I do not need a special day to love you, but today I want to say it louder: you are the best part of ' +
        'my days. Your smile, your care, even your chatter, I love all of it.',
      'Thank you for being my home. Today, tomorrow and every Valentine after, I choose you.',
    ],
    coupon: {
      couponName: 'Valentine Dinner Coupon',
      couponDescription: 'Good for one romantic dinner for two, with chocolate and flowers.',
      messages: {
        title: 'A Valentine Gift For You',
        intro: 'Hi love, I would like to trade in my Valentine coupon 🌹',
        additional: 'You are my Valentine, every year. ❤️',
      },
      buttonText: 'Trade Coupon',
    },
    quiz: [
      {
        question: 'Which flower do I love most?',
        answer: 'Roses',
        options: ['Roses', 'Tulips', 'Jasmine'],
      },
      {
        question: 'Which chocolate do I like best?',
        answer: 'Milk chocolate',
        options: ['Milk chocolate', 'Dark chocolate', 'White chocolate'],
      },
    ],
    loveMomentPrompts: ['Our first Valentine', 'When I knew I was in love with you', 'A sweet surprise from you'],
    milestoneSuggestions: ['First Valentine', 'First "I love you"', 'First romantic dinner'],
    planIdeas: ['A romantic dinner', 'Swap love letters', 'An evening walk together'],
    crosswordIdeas: [
      { word: 'CHOCOLATE', clue: "Sweet, and always there on Valentine's" },
      { word: 'ROSE', clue: 'A red flower for you' },
      { word: 'HEART', clue: 'What you hold of mine' },
    ],
  },
  'long-distance': {
    name: 'Long distance',
    description: 'For when you are far apart: a reminder that distance changes nothing.',
    letterPrompts: [
      'What do you miss most about them while you are apart?',
      'What keeps you strong through the distance?',
      'What is the first thing you want to do when you meet again?',
    ],
    openingTitle: 'From Afar',
    dateInputTitle: 'The Day We Met',
    featuresTitle: 'Missing You',
    letter: [
      'My love, I am sending this to you from far away.',
      'Distance may postpone our hugs, but it never makes my love any smaller. Every message, every ' +
        'late-night video call, every day counted down to seeing you again means the world, because it is ' +
        'you.',
      'Wait for me. Until the day we meet again, keep all your stories for me. I miss you, every single day.',
    ],
    coupon: {
      couponName: 'Reunion Coupon',
      couponDescription: 'Good for one whole day together as soon as we meet again: no phones, just us.',
      messages: {
        title: 'A Missing-You Gift',
        intro: 'Hi love, I would like to use our reunion coupon 🤗',
        additional: 'I cannot wait for the day we meet again. ❤️',
      },
      buttonText: 'Use Coupon',
    },
    quiz: [
      {
        question: 'How long was our longest video call?',
        answer: 'Over 3 hours',
        options: ['Over 3 hours', 'About an hour', 'Half an hour'],
      },
      {
        question: 'What will we do first when we meet again?',
        answer: 'A long hug',
        options: ['A long hug', 'Eat together', 'Go for a walk'],
      },
    ],
    loveMomentPrompts: ['The day we said goodbye at the airport', 'Our funniest video call', 'The first parcel you sent me'],
    milestoneSuggestions: ['The day the distance began', 'Our first reunion', 'The day we live in the same city'],
    planIdeas: ['A video call over dinner', 'Watch the same film at once', 'Count the days until we meet'],
    crosswordIdeas: [
      { word: 'MISS', clue: 'What I do every day apart' },
      { word: 'PLANE', clue: 'What brings me home to you' },
      { word: 'CALL', clue: 'Your voice every night' },
    ],
  },
  blank: {
    name: 'Start blank',
    description: 'Short, neutral texts for you to fill in from scratch.',
    letterPrompts: [
      'What would you like to tell them today?',
      'Which memory would you like to share?',
      'How would you like to end your letter?',
    ],
    openingTitle: 'For You',
    dateInputTitle: 'Our Date',
    featuresTitle: 'Menu',
    letter: ['For you.', 'Write your letter here.'],
    coupon: {
      couponName: 'Coupon',
      couponDescription: 'Write the gift this coupon can be traded for.',
      messages: {
        title: 'For You',
        intro: 'Hi, I would like to use my coupon.',
        additional: '',
      },
      buttonText: 'Use Coupon',
    },
    quiz: [
      {
        question: 'Write your question here',
        answer: 'Answer',
        options: ['Answer', 'Another choice'],
      },
    ],
    loveMomentPrompts: ['A moment', 'A memory', 'A hope'],
    milestoneSuggestions: ['The first day', 'A special day'],
    planIdeas: ['A plan', 'A promise', 'An adventure'],
    crosswordIdeas: [
      { word: 'US', clue: 'You and me' },
      { word: 'DAY', clue: 'What we spend together' },
      { word: 'SMILE', clue: 'What you bring me' },
    ],
  },
};
