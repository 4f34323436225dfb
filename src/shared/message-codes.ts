import type { Language } from './languages.js';

// Messages travel as codes (decision 059): a check, a guard or a route writes `MSG.pinWrong`, which is the
// code 'common.pinWrong', or `MSG.tooManyAttempts(5)`, which is 'common.tooManyAttempts [5]' (the code, a
// space, its parameters as a JSON list). Zod schemas, field errors, HttpError and the database carry that
// text; only where a person reads it is it rendered, from one catalog per language: the server's replies
// (http/reply-messages.ts), its HTML pages, and the browser's own form checks (field-errors.ts).
//
// Each message object declares its Indonesian words here (`messageCodes`), the words of docs/product.md; the
// English twins are added by message-language.ts. Nothing is ever translated back from text.

type Template = string | ((...args: never[]) => string);
export type MessageTemplates = Readonly<Record<string, Template>>;

/** A message object as the code sees it: the same keys, each a code (or a function giving one). */
export type MessageCodes<T extends MessageTemplates> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export type MessageParam = string | number;

const words: Record<Language, Map<string, MessageTemplates>> = { id: new Map(), en: new Map() };
const groups = new WeakMap<object, string>();

/** A group's codes, its Indonesian words kept as the `id` catalog: the key `k` of group `g` is code `g.k`. */
export function messageCodes<T extends MessageTemplates>(group: string, indonesian: T): MessageCodes<T> {
  words.id.set(group, indonesian);
  const codes: Record<string, unknown> = {};
  for (const [key, template] of Object.entries(indonesian)) {
    const code = `${group}.${key}`;
    codes[key] = typeof template === 'string' ? code : (...params: MessageParam[]) => `${code} ${JSON.stringify(params)}`;
  }
  groups.set(codes, group);
  return codes as MessageCodes<T>;
}

/** Adds a group's words in another language, key by key the same shape as its Indonesian ones. */
export function addMessageWords(language: Exclude<Language, 'id'>, codes: object, templates: MessageTemplates): void {
  words[language].set(groups.get(codes)!, templates);
}

/** Every code declared so far, in declaration order: the list the API description gives. */
export function everyMessageCode(): string[] {
  return [...words.id].flatMap(([group, templates]) => Object.keys(templates).map((key) => `${group}.${key}`));
}

const CODE = /^([a-z][A-Za-z0-9]*)\.([A-Za-z0-9]+)(?: (\[.*\]))?$/s;

export interface ParsedMessage {
  code: string;
  params: MessageParam[];
}

/** The code and parameters of a message, or undefined for text that is not one (a giver's own words). */
export function parseMessage(message: string): ParsedMessage | undefined {
  const found = CODE.exec(message);
  const [, group = '', key = '', list] = found ?? [];
  if (!found || words.id.get(group)?.[key] === undefined) return undefined;
  let params: MessageParam[] = [];
  if (list) {
    try {
      const values: unknown = JSON.parse(list);
      if (!Array.isArray(values)) return undefined;
      params = values.filter((p): p is MessageParam => typeof p === 'string' || typeof p === 'number');
    } catch {
      return undefined;
    }
  }
  return { code: `${group}.${key}`, params };
}

/** A message in a language's words; text that is not a code is given back as it is. */
export function renderMessage(message: string, language: Language): string {
  const parsed = parseMessage(message);
  if (!parsed) return message;
  const dot = parsed.code.indexOf('.');
  const group = parsed.code.slice(0, dot);
  const key = parsed.code.slice(dot + 1);
  const template = words[language].get(group)?.[key] ?? words.id.get(group)?.[key];
  if (template === undefined) return message;
  return typeof template === 'string' ? template : (template as (...params: MessageParam[]) => string)(...parsed.params);
}

/** A message in the product's own words (docs/product.md), as an Indonesian gift reads it. */
export const inIndonesian = (message: string): string => renderMessage(message, 'id');
