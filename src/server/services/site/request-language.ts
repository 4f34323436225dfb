import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/languages.js';

// The language a request is answered in (decision 032). A gift's requests speak the gift's language. The
// operator's console belongs to no gift: it follows the browser's Accept-Language, English when the
// browser ranks English above Indonesian, else Indonesian (the product's own language, docs/product.md §1).

/** 'en' when Accept-Language ranks some English above every Indonesian, else 'id'. */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'id';
  let best: { language: Language; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'en' && primary !== 'id') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    // Equal weights: the one listed first wins.
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'id';
}

export function requestLanguage(request: FastifyRequest): Language {
  if (request.site) return request.site.language === 'en' ? 'en' : 'id';
  return request.consoleHost ? preferredLanguage(request.headers['accept-language']) : 'id';
}
