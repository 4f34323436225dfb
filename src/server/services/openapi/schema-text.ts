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
  if (typeof pattern === 'string') notes.push(`/${pattern}/`);
  if (typeof format === 'string') notes.push(format);
  if (typeof schema.contentMediaType === 'string') notes.push(schema.contentMediaType);
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
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map((alt) => schemaText(alt, depth)).join(' | ');
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
