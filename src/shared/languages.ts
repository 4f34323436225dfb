// The languages a gift can speak (issue 17, decision 032): 'id', the spec's own words, or 'en'.

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
