// The languages a gift can speak (decision 032): 'id', the Indonesian of docs/product.md, or 'en'.

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
