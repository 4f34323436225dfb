import { isValidIsoDate } from '../../shared/dates.js';
import { RECORD_ID_PATTERN } from '../../shared/schemas/common.js';
import type { JsonSchema } from '../services/openapi/openapi-document.js';

// The API description's drift test (decision 025) reads a request schema of the document two ways: as a
// JSON Schema validator would (`documentAccepts`, the subset the document uses; an unknown keyword is an
// error, so the subset cannot grow unread), and as a source of probe values (`probesOf`): examples the
// document allows, and each of its rules broken once. The test hands every probe to the route's own zod
// schema too; where the two verdicts differ, the document and the route have drifted apart.

/** Resolves `#/components/schemas/Name`. */
export type Resolve = (ref: string) => JsonSchema;

/** Keywords that say something about a value but constrain nothing (annotations). */
const ANNOTATIONS = new Set(['description', 'default', 'title', 'examples', 'contentMediaType', 'contentSchema']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeOk(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`the drift test does not know the type "${type}"`);
  }
}

/** RFC 3339 date-time with an offset (JSON Schema's `date-time`). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

function formatOk(format: string, value: string): boolean {
  switch (format) {
    case 'date':
      return isValidIsoDate(value);
    case 'date-time': {
      const match = DATE_TIME.exec(value);
      return match !== null && isValidIsoDate(match[1] ?? '');
    }
    // The document gives email addresses their exact pattern too; the format is checked loosely here.
    case 'email':
      return /^[^@\s]+@[^@\s]+$/.test(value);
    default:
      throw new Error(`the drift test does not know the format "${format}"`);
  }
}

/** Length in code points, as JSON Schema counts (the probes' long texts are ASCII: this stays fast). */
const length = (text: string) => text.length - (text.match(/[\uDC00-\uDFFF]/g)?.length ?? 0);

/** Whether a JSON Schema validator would accept `value` (the keywords the document uses). */
export function documentAccepts(schema: JsonSchema, value: unknown, resolve: Resolve): boolean {
  for (const [keyword, rule] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (!keywordOk(keyword, rule, schema, value, resolve)) return false;
  }
  // contentSchema: the text, read as JSON, matches it.
  if (schema.contentMediaType === 'application/json' && typeof value === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return false;
    }
    if (isObject(schema.contentSchema) && !documentAccepts(schema.contentSchema, parsed, resolve)) return false;
  }
  return true;
}

function keywordOk(keyword: string, rule: unknown, schema: JsonSchema, value: unknown, resolve: Resolve): boolean {
  const text = typeof value === 'string' ? value : undefined;
  const number = typeof value === 'number' ? value : undefined;
  const list = Array.isArray(value) ? (value as unknown[]) : undefined;
  const object = isObject(value) ? value : undefined;
  switch (keyword) {
    case '$ref':
      return documentAccepts(resolve(rule as string), value, resolve);
    case 'type':
      return (Array.isArray(rule) ? (rule as string[]) : [rule as string]).some((type) => typeOk(type, value));
    case 'const':
      return JSON.stringify(value) === JSON.stringify(rule);
    case 'enum':
      return (rule as unknown[]).some((choice) => JSON.stringify(choice) === JSON.stringify(value));
    case 'anyOf':
      return (rule as JsonSchema[]).some((alternative) => documentAccepts(alternative, value, resolve));
    case 'oneOf':
      return (rule as JsonSchema[]).filter((alternative) => documentAccepts(alternative, value, resolve)).length === 1;
    case 'allOf':
      return (rule as JsonSchema[]).every((part) => documentAccepts(part, value, resolve));
    case 'minLength':
      return text === undefined || length(text) >= (rule as number);
    case 'maxLength':
      return text === undefined || length(text) <= (rule as number);
    case 'pattern':
      return text === undefined || new RegExp(rule as string).test(text);
    case 'format':
      return text === undefined || formatOk(rule as string, text);
    case 'minimum':
      return number === undefined || number >= (rule as number);
    case 'maximum':
      return number === undefined || number <= (rule as number);
    case 'exclusiveMinimum':
      return number === undefined || number > (rule as number);
    case 'exclusiveMaximum':
      return number === undefined || number < (rule as number);
    case 'minItems':
      return list === undefined || list.length >= (rule as number);
    case 'maxItems':
      return list === undefined || list.length <= (rule as number);
    case 'items':
      return list === undefined || list.every((item) => documentAccepts(rule as JsonSchema, item, resolve));
    case 'contains': {
      if (list === undefined) return true;
      const matching = list.filter((item) => documentAccepts(rule as JsonSchema, item, resolve)).length;
      const [fewest, most] = [schema.minContains ?? 1, schema.maxContains ?? Infinity] as [number, number];
      return matching >= fewest && matching <= most;
    }
    // Read with `contains`.
    case 'minContains':
    case 'maxContains':
      return true;
    case 'required':
      return object === undefined || (rule as string[]).every((name) => name in object);
    case 'minProperties':
      return object === undefined || Object.keys(object).length >= (rule as number);
    case 'properties':
      return (
        object === undefined ||
        Object.entries(rule as Record<string, JsonSchema>).every(
          ([name, child]) => !(name in object) || documentAccepts(child, object[name], resolve),
        )
      );
    case 'additionalProperties': {
      if (object === undefined) return true;
      const named = new Set(Object.keys((schema.properties ?? {}) as object));
      const extra = Object.entries(object).filter(([name]) => !named.has(name));
      if (rule === false) return extra.length === 0;
      return extra.every(([, child]) => documentAccepts(rule as JsonSchema, child, resolve));
    }
    default:
      throw new Error(`the drift test does not read the keyword "${keyword}"`);
  }
}

// Probe values.

/** A probe: a whole request part (a body, the path's or the query's parameters) and what it tries. */
export interface Probe {
  label: string;
  value: unknown;
}

/** Strings without a maximum are tried this long: a limit the document does not state shows up. */
const LONG = 20_000;
/** Arrays without a maximum are tried with this many more items than their minimum. */
const MORE_ITEMS = 12;

/**
 * Values for the patterns the request schemas use, by index (list items differ). A pattern without one
 * fails the test with its name: add it here.
 */
const PATTERN_EXAMPLES: Record<string, (index: number) => string> = {
  [RECORD_ID_PATTERN.source]: (i) => String(i + 1),
  '^\\d{6}$': () => '140221',
  '^\\d{4}-\\d{2}-\\d{2}$': (i) => `2024-02-${String(10 + (i % 19))}`,
  '^[A-Za-z\\s]+$': (i) => `kata ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
  '^(?:\\+?[1-9]\\d{7,14})?$': () => '6281234567890',
  '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$': (i) => `probe${i}`,
  '^[a-z0-9-]{1,40}$': (i) => `probe${i}`,
};
const FORMAT_EXAMPLES: Record<string, (index: number) => string> = {
  date: (i) => `2024-02-${String(10 + (i % 19))}`,
  'date-time': () => '2030-01-01T10:00:00+07:00',
  email: (i) => `giver${i}@kado.test`,
};

const letters = (count: number, index: number) => String.fromCharCode(97 + (index % 26)).repeat(count);

/** The schema with its $ref resolved and, for a choice, its first alternative folded in. */
function settle(schema: JsonSchema, resolve: Resolve): JsonSchema {
  if (typeof schema.$ref === 'string') return settle(resolve(schema.$ref), resolve);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!alternatives) return schema;
  const { anyOf: _any, oneOf: _one, ...base } = schema;
  // A choice's first alternative that is not null (nullable fields are tried with null separately).
  const first = alternatives.find((alt) => settle(alt, resolve).type !== 'null') ?? alternatives[0] ?? {};
  return { ...base, ...settle(first, resolve) };
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? (schema.type as string[])[0] : (schema.type as string | undefined));

/**
 * An example the document allows: `small` takes required properties only, the fewest items and the shortest
 * strings; otherwise every property, the most items and the longest strings (LONG when unbounded).
 */
export function exampleOf(schema: JsonSchema, resolve: Resolve, small: boolean, index = 0): unknown {
  const s = settle(schema, resolve);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[index % s.enum.length];
  switch (typeOf(s)) {
    case 'string':
      return stringExample(s, resolve, small, index);
    case 'integer':
    case 'number': {
      const floor = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 0;
      return floor + index;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const fewest = Math.max(typeof s.minItems === 'number' ? s.minItems : 0, typeof s.minContains === 'number' ? s.minContains : 0);
      const most = typeof s.maxItems === 'number' ? s.maxItems : typeof s.maxContains === 'number' ? s.maxContains : fewest + MORE_ITEMS;
      const count = small ? fewest : most;
      return Array.from({ length: count }, (_, i) => exampleOf((s.items ?? {}) as JsonSchema, resolve, small, i));
    }
    case 'object': {
      const required = new Set((s.required ?? []) as string[]);
      const entries = Object.entries((s.properties ?? {}) as Record<string, JsonSchema>).filter(([name]) => !small || required.has(name));
      return Object.fromEntries(entries.map(([name, child]) => [name, exampleOf(child, resolve, small, index)]));
    }
    default:
      // Any value: the document says nothing about it.
      return 'any';
  }
}

function stringExample(s: JsonSchema, resolve: Resolve, small: boolean, index: number): string {
  if (s.contentMediaType === 'application/json') {
    return JSON.stringify(isObject(s.contentSchema) ? exampleOf(s.contentSchema, resolve, small, index) : null);
  }
  // A format's example also matches the pattern that comes with it (email, date, date-time).
  if (typeof s.format === 'string') {
    const example = FORMAT_EXAMPLES[s.format];
    if (!example) throw new Error(`the drift test has no example for the format ${s.format}: add one to FORMAT_EXAMPLES`);
    return example(index);
  }
  if (typeof s.pattern === 'string') {
    const example = PATTERN_EXAMPLES[s.pattern];
    if (!example) throw new Error(`the drift test has no example for the pattern ${s.pattern}: add one to PATTERN_EXAMPLES`);
    return example(index);
  }
  const fewest = typeof s.minLength === 'number' ? s.minLength : 0;
  return letters(small ? Math.max(fewest, 1) : typeof s.maxLength === 'number' ? s.maxLength : LONG, index);
}

type Path = (string | number)[];

/** Every node of the document's schema with the example value at it, in the example `value`. */
function* nodes(schema: JsonSchema, value: unknown, resolve: Resolve, path: Path = []): Generator<[JsonSchema, unknown, Path]> {
  yield [schema, value, path];
  const s = settle(schema, resolve);
  if (isObject(value)) {
    for (const [name, child] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
      if (name in value) yield* nodes(child, value[name], resolve, [...path, name]);
    }
  }
  if (Array.isArray(value) && value.length > 0 && isObject(s.items)) yield* nodes(s.items, value[0], resolve, [...path, 0]);
}

/** The values that break, or stand at the edge of, each rule of one node. */
function variantsAt(schema: JsonSchema, value: unknown, resolve: Resolve): Probe[] {
  const s = settle(schema, resolve);
  const alternatives = ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).map((alt) => settle(alt, resolve));
  const variants: Probe[] = [];
  const add = (label: string, variant: unknown) => variants.push({ label, value: variant });
  const type = typeOf(s);
  if (alternatives.some((alt) => alt.type === 'null')) add('null', null);
  if ('const' in s || Array.isArray(s.enum)) add('not one of the choices', typeof value === 'string' ? 'not-a-choice' : 7);
  for (const alt of alternatives) {
    if ('const' in alt) add(`the choice ${JSON.stringify(alt.const)}`, alt.const);
  }
  if (type === 'string') {
    add('a number instead of text', 12345);
    add('empty text', '');
    const min = typeof s.minLength === 'number' ? s.minLength : undefined;
    const maxes = [...new Set([s.maxLength, ...alternatives.map((alt) => alt.maxLength)])].filter(
      (m): m is number => typeof m === 'number',
    );
    if (min !== undefined && min > 1) add(`${min - 1} characters`, letters(min - 1, 0));
    for (const max of maxes) {
      add(`${max} characters`, letters(max, 0));
      add(`${max + 1} characters`, letters(max + 1, 0));
    }
    if (maxes.length === 0) add(`${LONG} characters`, letters(LONG, 0));
    if (typeof value === 'string' && (typeof s.pattern === 'string' || typeof s.format === 'string')) {
      add('a character after the example', `${value}#`);
      add('a character before the example', `#${value}`);
    }
    if (s.format === 'date') {
      add('a day that does not exist', '2023-02-29');
      add('a leap day', '2024-02-29');
    }
    if (s.contentMediaType === 'application/json') {
      add('text that is not JSON', '{not json');
      if (isObject(s.contentSchema)) {
        for (const probe of probesOf(s.contentSchema, resolve)) add(`JSON holding ${probe.label}`, JSON.stringify(probe.value));
      }
    }
  }
  if (type === 'integer' || type === 'number') {
    add('text instead of a number', 'abc');
    if (type === 'integer') add('a fraction', 1.5);
    if (typeof s.minimum === 'number') add(`${s.minimum - 1}`, s.minimum - 1);
    if (typeof s.exclusiveMinimum === 'number') add(`${s.exclusiveMinimum}`, s.exclusiveMinimum);
    if (typeof s.maximum === 'number' && s.maximum < Number.MAX_SAFE_INTEGER) add(`${s.maximum + 1}`, s.maximum + 1);
  }
  if (type === 'boolean') add('text instead of true or false', 'true');
  if (type === 'array' && Array.isArray(value)) {
    add('text instead of a list', 'x');
    add('no items', []);
    const item = (i: number) => exampleOf((s.items ?? {}) as JsonSchema, resolve, false, i);
    const items = (count: number) => Array.from({ length: count }, (_, i) => item(i));
    if (typeof s.minItems === 'number' && s.minItems > 1) add(`${s.minItems - 1} items`, items(s.minItems - 1));
    if (typeof s.minContains === 'number' && s.minContains > 1) add(`${s.minContains - 1} items`, items(s.minContains - 1));
    const most = typeof s.maxItems === 'number' ? s.maxItems : typeof s.maxContains === 'number' ? s.maxContains : undefined;
    if (most !== undefined) add(`${most + 1} items`, items(most + 1));
    else add(`${value.length + MORE_ITEMS} items`, items(value.length + MORE_ITEMS));
  }
  if (type === 'object' && isObject(value)) {
    add('text instead of an object', 'x');
    add('an unknown property', { ...value, unknown_probe: 'x' });
    for (const name of Object.keys(value)) {
      const { [name]: _left, ...rest } = value;
      add(`without ${name}`, rest);
    }
  }
  return variants;
}

function replaced(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((item, i) => (i === head ? replaced(item, rest, value) : item));
  const object = root as Record<string, unknown>;
  return { ...object, [head as string]: replaced(object[head as string], rest, value) };
}

const pathText = (path: Path) => (path.length === 0 ? '(whole)' : path.join('.'));

/**
 * The probes of one request part: the smallest and the largest example the document allows, then each
 * node of the largest example changed once (and each node of the smallest, for the required fields).
 */
export function probesOf(schema: JsonSchema, resolve: Resolve): Probe[] {
  const small = exampleOf(schema, resolve, true);
  const large = exampleOf(schema, resolve, false);
  const probes: Probe[] = [
    { label: 'the smallest example', value: small },
    { label: 'the largest example', value: large },
  ];
  for (const [base, baseLabel] of [
    [large, 'largest'],
    [small, 'smallest'],
  ] as const) {
    for (const [node, value, path] of nodes(schema, base, resolve)) {
      for (const variant of variantsAt(node, value, resolve)) {
        probes.push({
          label: `${pathText(path)}: ${variant.label} (in the ${baseLabel} example)`,
          value: replaced(base, path, variant.value),
        });
      }
    }
  }
  return probes;
}
