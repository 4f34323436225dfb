// The fuzz corpus (decision 015): requests no route may answer with a 5xx. Generated, not
// stored: JSON edge cases (wrong types, huge strings, deep nesting, NUL, lone surrogates,
// prototype-pollution keys), multipart edge cases (truncated, wrong boundary, duplicated fields, unknown
// file fields, empty files) and odd ids, for any route of the route table. Deterministic for a seed.
// `src/server/fuzz.test.ts` runs a sample inside `npm test`; `npm run fuzz` runs all of it;
// `npx tsx scripts/fuzz-corpus.ts <folder>` writes it out for other tools.

export interface FuzzRoute {
  method: string;
  url: string;
}

export interface FuzzCase {
  /** What the case is, for a failure message. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every field name the shared schemas use, so wrong values reach real fields, not only unknown ones. */
const FIELDS = [
  'title',
  'name',
  'pin',
  'email',
  'password',
  'date',
  'is_selected',
  'folder_id',
  'recipient_name',
  'description',
  'question',
  'answer',
  'option',
  'quiz_options',
  'entries',
  'word',
  'clue',
  'row',
  'col',
  'direction',
  'paragraphs',
  'letter',
  'selected_features',
  'selected_date',
  'buttonText',
  'couponCode',
  'couponName',
  'couponDescription',
  'whatsappNumber',
  'messages',
  'message',
  'id',
  'data',
  'number',
];

/** The file fields of the upload routes, and names no route knows. */
const FILE_FIELDS = ['photo', 'music', 'coverImage', 'couponImage', 'background_music', 'video', 'file', 'photo[]'];

/** Ids a path must refuse as 404: not strict decimal, out of range, or not there. */
export const ODD_IDS = [
  '0',
  '-1',
  '+1',
  '01',
  '0x1',
  '1e0',
  '1.0',
  '1.5',
  '%201',
  '1%20',
  'abc',
  'NaN',
  'Infinity',
  'null',
  '9'.repeat(16),
  '9'.repeat(40),
  '999999',
  '%00',
  '1%00',
  '%c0%ae',
  '%ff',
  '%F0%9F%92%96',
  '..',
  '%2e%2e',
  '__proto__',
  'constructor',
];

/** Media paths /storage/* must refuse without a 5xx. */
const ODD_STORAGE_PATHS = [
  '',
  '..',
  '../../kado.sqlite',
  '%2e%2e/%2e%2e/kado.sqlite',
  'gallery/..%2f..%2fkado.sqlite',
  'gallery/%00.jpg',
  'gallery/a.jpg%00.png',
  '%c0%ae%c0%ae/x',
  'a'.repeat(400),
  'gallery//x.jpg',
  'gallery/%ff.jpg',
  '\\..\\x',
];

const VALUES: [label: string, value: unknown][] = [
  ['null', null],
  ['number', 1],
  ['negative', -1],
  ['huge number', 1e308],
  ['float', 0.5],
  ['true', true],
  ['array', ['a']],
  ['object', { a: 1 }],
  ['empty string', ''],
  ['spaces', '   '],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['emoji', '💖'.repeat(50)],
  ['bidi controls', '\u202eevil\u202c'],
  ['html', '<img src=x onerror=alert(1)>'],
  ['sql', "1' OR '1'='1"],
  ['long string', 'x'.repeat(100_000)],
  ['date-like', '2024-02-30'],
  ['id-like', '0x1'],
];

const json = (value: unknown) => JSON.stringify(value);

/** Built once: the bodies are the same for every route. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** JSON bodies as text: some are not JSON at all. */
const jsonBodies = once((): [label: string, text: string][] => {
  const cases: [string, string][] = [
    ['empty body', ''],
    ['null', 'null'],
    ['array', '[]'],
    ['string', '"x"'],
    ['number', '1'],
    ['empty object', '{}'],
    ['truncated', '{"title":"a'],
    ['trailing garbage', '{"title":"a"}xyz'],
    ['single quotes', "{'title':'a'}"],
    ['BOM', '\ufeff{"title":"a"}'],
    ['proto key', '{"__proto__":{"isAdmin":true},"title":"a"}'],
    ['constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}},"title":"a"}'],
    ['nested proto', '{"data":{"__proto__":{"x":1}}}'],
    ['deep nesting', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['deep objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
    ['escaped NUL', '{"title":"\\u0000"}'],
    ['escaped lone surrogate', '{"title":"\\ud800","name":"\\udfff"}'],
    ['duplicate keys', '{"title":"a","title":{"x":1}}'],
    ['huge exponent', '{"id":1e999,"folder_id":-1e999}'],
    ['many keys', json(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])))],
    ['too large', json({ title: 'x'.repeat(1_200_000) })],
  ];
  for (const field of FIELDS) {
    for (const [label, value] of VALUES) cases.push([`${field}: ${label}`, json({ [field]: value })]);
  }
  cases.push(['every field NUL', json(Object.fromEntries(FIELDS.map((f) => [f, '\u0000'])))]);
  cases.push(['every field an array of objects', json(Object.fromEntries(FIELDS.map((f) => [f, [{ [f]: [] }]])))]);
  return cases;
});

const BOUNDARY = 'kadoFuzzBoundary';
const part = (name: string, value: string | Buffer, filename?: string, type = 'application/octet-stream') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n${
        filename === undefined ? '' : `Content-Type: ${type}\r\n`
      }\r\n`,
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

/** Multipart bodies and the content type each is sent with. */
const multipartBodies = once((): [label: string, contentType: string, body: Buffer][] => {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const cases: [string, string, Buffer][] = [
    ['empty body', type, Buffer.alloc(0)],
    ['only the end', type, end],
    ['no boundary parameter', 'multipart/form-data', Buffer.concat([part('title', 'a'), end])],
    ['wrong boundary', 'multipart/form-data; boundary=other', Buffer.concat([part('title', 'a'), end])],
    ['quoted boundary', `multipart/form-data; boundary="${BOUNDARY}"`, Buffer.concat([part('title', 'a'), end])],
    ['truncated in headers', type, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)],
    ['truncated in a file', type, Buffer.concat([part('photo', JPEG_HEAD, 'a.jpg', 'image/jpeg')]).subarray(0, 150)],
    ['no closing boundary', type, part('title', 'a')],
    ['garbage', type, Buffer.from('this is not multipart at all')],
    ['LF line ends', type, Buffer.from(`--${BOUNDARY}\nContent-Disposition: form-data; name="title"\n\na\n--${BOUNDARY}--\n`)],
    ['no content disposition', type, Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nX-Other: 1\r\n\r\nabc\r\n`), end])],
    ['nameless part', type, Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n`), end])],
    [
      'huge part header',
      type,
      Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${'n'.repeat(200_000)}"\r\n\r\na\r\n`), end]),
    ],
    ['nested multipart/mixed', type, Buffer.concat([part('title', `--inner\r\nContent-Type: text/plain\r\n\r\nx\r\n--inner--`), end])],
    ['NUL in a text field', type, Buffer.concat(FIELDS.map((f) => part(f, 'a\u0000b')).concat(end))],
    ['NUL in a field name', type, Buffer.concat([part('ti\u0000tle', 'a'), end])],
    ['invalid UTF-8', type, Buffer.concat([part('title', Buffer.from([0xc0, 0xae, 0xff, 0xfe])), end])],
    [
      'duplicated fields',
      type,
      Buffer.concat([part('title', 'a'), part('title', 'b'), part('folder_id', '1'), part('folder_id', 'x'), end]),
    ],
    ['too many fields', type, Buffer.concat([...Array.from({ length: 80 }, (_, i) => part(`f${i}`, 'x')), end])],
    ['a 2 MB text field', type, Buffer.concat([part('title', 'x'.repeat(2 * 1024 * 1024)), end])],
    ['path in a file name', type, Buffer.concat([part('photo', JPEG_HEAD, '../../x.jpg', 'image/jpeg'), end])],
    ['control character in a file name', type, Buffer.concat([part('photo', JPEG_HEAD, 'a\u0001.jpg', 'image/jpeg'), end])],
    ['html as an image', type, Buffer.concat([part('photo', '<script>alert(1)</script>', 'a.jpg', 'image/jpeg'), end])],
    [
      'truncated JPEG',
      type,
      Buffer.concat([part('photo', JPEG_HEAD, 'a.jpg', 'image/jpeg'), part('title', 'a'), part('folder_id', '1'), end]),
    ],
  ];
  for (const field of FILE_FIELDS) {
    cases.push([
      `empty file ${field}`,
      type,
      Buffer.concat([part(field, Buffer.alloc(0), 'a.jpg', 'image/jpeg'), part('title', 'a'), end]),
    ]);
    cases.push([`duplicated file ${field}`, type, Buffer.concat([part(field, JPEG_HEAD, 'a.jpg'), part(field, JPEG_HEAD, 'b.jpg'), end])]);
    cases.push([`file as text ${field}`, type, Buffer.concat([part(field, 'not a file'), end])]);
  }
  cases.push(['unknown file field', type, Buffer.concat([part('surprise', JPEG_HEAD, 'a.jpg', 'image/jpeg'), end])]);
  return cases;
});

/** Path variants of a route: its parameters replaced by odd values. */
function pathsOf(url: string): [label: string, path: string][] {
  if (url.endsWith('/*')) return ODD_STORAGE_PATHS.map((p) => [`storage path ${JSON.stringify(p.slice(0, 40))}`, url.replace('*', p)]);
  if (!url.includes(':')) return [['', url]];
  return ODD_IDS.map((id) => [`id ${JSON.stringify(id.slice(0, 40))}`, url.replace(/:[A-Za-z]+/g, id)]);
}

/** A fixed path for the body cases of a route with parameters: an id that exists in no table. */
const plainPath = (url: string) => url.replace(/:[A-Za-z]+/g, '999999').replace('*', 'gallery/none.jpg');

const QUERIES = ['?a=%00', '?__proto__[x]=1', '?constructor[prototype][x]=1', `?q=${'x'.repeat(5000)}`, '?a=%ff%fe', '?id=0x1&id=1'];

/** Every case of the corpus for one route. */
export function corpusFor(route: FuzzRoute): FuzzCase[] {
  const { method, url } = route;
  const cases: FuzzCase[] = [];
  for (const [label, path] of pathsOf(url)) cases.push({ label: label || 'plain', method, url: path, headers: {} });
  for (const query of QUERIES) cases.push({ label: `query ${query.slice(0, 30)}`, method, url: `${plainPath(url)}${query}`, headers: {} });
  if (method === 'GET' || method === 'DELETE') {
    cases.push({
      label: 'JSON body on a read',
      method,
      url: plainPath(url),
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"\\u0000"}',
    });
    return cases;
  }
  const target = plainPath(url);
  for (const [label, text] of jsonBodies()) {
    cases.push({ label: `JSON ${label}`, method, url: target, headers: { 'content-type': 'application/json' }, payload: text });
  }
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16']) {
    cases.push({
      label: `content type ${contentType}`,
      method,
      url: target,
      headers: { 'content-type': contentType },
      payload: 'title=a%00',
    });
  }
  for (const [label, contentType, body] of multipartBodies()) {
    cases.push({ label: `multipart ${label}`, method, url: target, headers: { 'content-type': contentType }, payload: body });
  }
  return cases;
}

/** A seeded generator (mulberry32): the same sample on every run of a given seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` cases of the route's corpus, chosen by `seed` (all of them when count is undefined). */
export function sampleFor(route: FuzzRoute, count: number | undefined, seed: number): FuzzCase[] {
  const all = corpusFor(route);
  if (count === undefined || count >= all.length) return all;
  const next = random(seed ^ hash(`${route.method} ${route.url}`));
  const pool = [...all];
  const picked: FuzzCase[] = [];
  while (picked.length < count) picked.push(...pool.splice(Math.floor(next() * pool.length), 1));
  return picked;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
