import type { JsonSchema } from './openapi-document.js';

// A JSON Schema as short, TypeScript-like text for the description's page (decision 025), e.g.
//   { success: true, data: { id: integer, title: string (1–100 chars) }[] }
// Only what zod produces for this API is handled; anything else is shown as 'any'.

const INDENT = '  ';

function constraints(schema: JsonSchema): string {
  const notes: string[] = [];
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, pattern, format, minItems, maxItems } = schema;
  if (minLength !== undefined || maxLength !== undefined) notes.push(`${String(minLength ?? 0)}–${String(maxLength ?? '…')} chars`);
  if (exclusiveMinimum !== undefined) notes.push(`> ${String(exclusiveMinimum)}`);
  if (minimum !== undefined) notes.push(`≥ ${String(minimum)}`);
  if (maximum !== undefined && maximum !== Number.MAX_SAFE_INTEGER) notes.push(`≤ ${String(maximum)}`);
  if (minItems !== undefined || maxItems !== undefined) notes.push(`${String(minItems ?? 0)}–${String(maxItems ?? '…')} items`);
  if (schema.contains && typeof schema.contains === 'object') {
    const [fewest, most] = [schema.minContains ?? 1, schema.maxContains ?? '…'].map(String);
    notes.push(`${fewest}–${most} of them ${schemaText(schema.contains as JsonSchema)}`);
  }
  if (typeof pattern === 'string') notes.push(`/${pattern}/`);
  if (typeof format === 'string') notes.push(format);
  if (typeof schema.contentMediaType === 'string') notes.push(schema.contentMediaType);
  if (schema.contentSchema && typeof schema.contentSchema === 'object')
    notes.push(`holding ${schemaText(schema.contentSchema as JsonSchema)}`);
  return notes.length > 0 ? ` (${notes.join(', ')})` : '';
}

function objectText(schema: JsonSchema, depth: number): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const entries = Object.entries(properties);
  if (entries.length === 0) {
    const values = schema.additionalProperties;
    return values && typeof values === 'object' ? `{ [key: string]: ${schemaText(values as JsonSchema, depth)} }` : '{}';
  }
  const pad = INDENT.repeat(depth + 1);
  const lines = entries.map(([name, child]) => `${pad}${name}${required.has(name) ? '' : '?'}: ${schemaText(child, depth + 1)}`);
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}

export function schemaText(schema: JsonSchema, depth = 0): string {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'any';
  // An alternative that only names fields (the settings: at least one of them).
  const keywords = Object.keys(schema);
  if (keywords.length === 1 && Array.isArray(schema.required)) return `with ${(schema.required as string[]).join(', ')}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) {
    const text = alternatives.map((alt) => schemaText(alt, depth)).join(' | ');
    // A type with alternatives beside it (the opening title: 1+ chars, and at most 10 or the default).
    const { anyOf: _any, oneOf: _one, ...base } = schema;
    return 'type' in base ? `${schemaText(base, depth)} & (${text})` : text;
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map((part) => schemaText(part, depth)).join(' & ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  const texts = types.map((type) => {
    switch (type) {
      case 'object':
        return objectText(schema, depth);
      case 'array': {
        const item = schemaText((schema.items ?? {}) as JsonSchema, depth);
        return `${item.includes(' | ') ? `(${item})` : item}[]${constraints(schema)}`;
      }
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
        return `${type}${constraints(schema)}`;
      case 'null':
        return 'null';
      default:
        return `any${constraints(schema)}`;
    }
  });
  return texts.join(' | ');
}
