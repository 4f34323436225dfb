import type { JsonSchema, OpenApiDocument, OpenApiMedia, OpenApiOperation } from './openapi-document.js';
import { schemaText } from './schema-text.js';

// GET /api/docs (decision 025): the API description as one HTML page for developers, rendered on the
// server once at ready time. No script at all (the page CSP allows only our own), no outside resource.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** `code` spans in the descriptions, the only markup they use. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

function mediaBlock(contentType: string, media: OpenApiMedia): string {
  const encoding = media.encoding
    ? `<ul class="files">${Object.entries(media.encoding)
        .map(([field, { contentType: accepts }]) => `<li><code>${escape(field)}</code>: ${escape(accepts)}</li>`)
        .join('')}</ul>`
    : '';
  const ref = typeof media.schema.$ref === 'string' ? media.schema.$ref.split('/').pop() : undefined;
  const shape = ref ? `<a href="#schema-${escape(ref)}">${escape(ref)}</a>` : escape(schemaText(media.schema));
  return `<p class="type">${escape(contentType)}</p><pre>${shape}</pre>${encoding}`;
}

function parametersBlock(operation: OpenApiOperation): string {
  if (!operation.parameters?.length) return '';
  const rows = operation.parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td>` +
        `<td><code>${escape(schemaText(p.schema))}</code></td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th></th><th>type</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function bodyBlock(operation: OpenApiOperation): string {
  const body = operation.requestBody;
  if (!body) return '';
  const alternatives = Object.entries(body.content).map(([type, media]) => mediaBlock(type, media));
  const words = body.description ? `<p>${prose(body.description)}</p>` : '';
  return `<h4>Request body</h4>${words}${alternatives.join('<p class="or">or</p>')}`;
}

function responsesBlock(operation: OpenApiOperation): string {
  const items = Object.entries(operation.responses).map(([status, response]) => {
    const content = Object.entries(response.content ?? {}).map(([type, media]) => mediaBlock(type, media));
    const headers = Object.entries(response.headers ?? {}).map(([name, header]) => {
      const shape = `<code>${escape(schemaText(header.schema))}</code>`;
      return `<p class="type">header <code>${escape(name)}</code>: ${shape} ${prose(header.description)}</p>`;
    });
    return `<li><strong>${escape(status)}</strong> ${prose(response.description)}${headers.join('')}${content.join('')}</li>`;
  });
  return `<h4>Replies</h4><ul class="replies">${items.join('')}</ul>`;
}

function operationBlock(method: string, path: string, operation: OpenApiOperation): string {
  return `<section class="op" id="${escape(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p class="access"><strong>${escape(operation['x-kado-role'])}</strong> — ${prose(operation.description)}</p>
${parametersBlock(operation)}${bodyBlock(operation)}${responsesBlock(operation)}
</section>`;
}

function componentsBlock(schemas: Record<string, JsonSchema>): string {
  const items = Object.entries(schemas).map(
    ([name, schema]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3><pre>${escape(schemaText(schema))}</pre>`,
  );
  return `<h2 id="schemas">Shared shapes</h2>${items.join('')}`;
}

export function docsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  operations.sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  for (const { path, method, operation } of operations) {
    const tag = operation.tags[0] ?? 'other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, operation)]);
  }
  const tags = [...byTag.keys()].sort();
  const contents = tags.map((tag) => `<li><a href="#tag-${escape(tag)}">${escape(tag)}</a></li>`).join('');
  const groups = tags.map((tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n');
  const schemes = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => `<li><code>${escape(name)}</code>: ${prose(scheme.description)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>
body{margin:0 auto;max-width:60rem;padding:1rem 1.5rem 4rem;font-family:system-ui,sans-serif;line-height:1.5;color:#222}
code,pre{font-family:ui-monospace,monospace;font-size:.875rem}
pre{background:#f6f6f6;padding:.5rem .75rem;overflow-x:auto;margin:.25rem 0 .75rem}
.op{border-top:1px solid #ddd;padding:.5rem 0}
.op h3{margin:.5rem 0;font-size:1rem}
.op h4{margin:.75rem 0 .25rem;font-size:.875rem}
.method{display:inline-block;min-width:4rem;font-family:ui-monospace,monospace}
.get{color:#05668d}.post{color:#2a7a2a}.put{color:#8a5a00}.delete{color:#a4161a}
.type{margin:.25rem 0 0;color:#555;font-size:.875rem}
.or{margin:0;font-style:italic}
table{border-collapse:collapse;font-size:.875rem}
td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left}
.replies{padding-left:1.25rem}
.toc{columns:3}
</style>
</head>
<body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>The same description as OpenAPI ${escape(document.openapi)}: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<h2>Credentials</h2>
<ul>${schemes}</ul>
<h2>Resources</h2>
<ul class="toc">${contents}<li><a href="#schemas">shared shapes</a></li></ul>
${groups}
${componentsBlock(document.components.schemas)}
</body>
</html>
`;
}
