// The path patterns of src/shared/routes.ts, matched as decision 026 describes:
// `:name` is one segment, `:name?` an optional last segment, `*` the rest of the path; letters match in
// any case; trailing slashes are allowed; parameter values arrive decoded.

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: string;
}

interface CompiledPath {
  re: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPath>();

function compile(pattern: string): CompiledPath {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  const entry = { re: new RegExp(`^${source}/*$`, 'i'), names };
  compiled.set(pattern, entry);
  return entry;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The pattern's match of the whole pathname, or null: matchPath('/folder/:folderId', '/folder/3'). */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { re, names } = compile(pattern);
  const found = re.exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    // An absent optional segment is no key at all; an absent splat is ''.
    if (value !== undefined) params[name] = decode(value);
    else if (name === '*') params[name] = '';
  });
  return { params, pathname, pattern };
}

/** How specific a pattern is: static segments beat parameters, which beat the splat. */
export function patternScore(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean);
  return segments.reduce((score, segment) => {
    if (segment === '*') return score - 2;
    return score + (segment.startsWith(':') ? 3 : 10);
  }, segments.length);
}

/** The most specific pattern matching the pathname (the first of equals), with its match. */
export function pickRoute<T extends { path: string }>(routes: readonly T[], pathname: string): { route: T; match: PathMatch } | null {
  let best: { route: T; match: PathMatch; score: number } | null = null;
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    const score = patternScore(route.path);
    if (!best || score > best.score) best = { route, match, score };
  }
  return best && { route: best.route, match: best.match };
}
