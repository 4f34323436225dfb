// What the journey asks of the page itself, run inside it the same way in every engine (decision 049): find an
// element by its role and accessible name (or its text, or CSS), and read what a user would see. The function
// below is sent as source: it may use nothing from outside itself.

/** What to look for: a CSS selector, a role with its accessible name, or an element's own text. */
export interface Query {
  css?: string;
  role?: string;
  /** The accessible name, exactly (spaces collapsed). */
  name?: string;
  /** The accessible name matches this regular expression (source text). */
  nameMatches?: string;
  /** The element's visible text contains this. */
  text?: string;
  /** Look only inside the first element this finds. */
  within?: Query;
  /** Elements hidden from the accessibility tree count too. */
  includeHidden?: boolean;
}

export interface Found {
  /** A CSS selector that finds exactly this element (a marker attribute the helper sets). */
  selector: string;
  name: string;
  text: string;
  rect: { x: number; y: number; width: number; height: number };
}

export function inPage() {
  const IMPLICIT: Record<string, string> = {
    BUTTON: 'button',
    H1: 'heading',
    H2: 'heading',
    H3: 'heading',
    H4: 'heading',
    H5: 'heading',
    H6: 'heading',
    IMG: 'img',
    TEXTAREA: 'textbox',
    DIALOG: 'dialog',
    NAV: 'navigation',
    UL: 'list',
    OL: 'list',
    LI: 'listitem',
    ARTICLE: 'article',
    PROGRESS: 'progressbar',
  };
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0]!;
    if (el.tagName === 'A' && el.hasAttribute('href')) return 'link';
    if (el.tagName === 'INPUT') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'range') return 'slider';
      return 'textbox';
    }
    if (el.tagName === 'SECTION' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))) return 'region';
    return IMPLICIT[el.tagName] ?? '';
  };

  /** The text a screen reader would read inside an element: aria-hidden parts left out, images by their alt. */
  const innerName = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node.hasAttribute('aria-label')) return node.getAttribute('aria-label') ?? '';
    if (node.tagName === 'IMG') return node.getAttribute('alt') ?? '';
    return Array.from(node.childNodes).map(innerName).join(' ');
  };

  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = el.getAttribute('aria-label');
    if (label) return collapse(label);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const labels = el.labels ? Array.from(el.labels).map((l) => l.textContent ?? '') : [];
      if (labels.length > 0) return collapse(labels.join(' '));
      return collapse(el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '');
    }
    if (el.tagName === 'IMG') return collapse(el.getAttribute('alt') ?? '');
    return collapse(innerName(el));
  };

  const shown = (el: Element): boolean => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const inAccessibilityTree = (el: Element): boolean => !el.closest('[aria-hidden="true"], [inert]');

  let marks = Number(document.documentElement.dataset.enginesMarks ?? '0');

  const all = (query: Query, root: ParentNode = document): Element[] => {
    let scope: ParentNode = root;
    if (query.within) {
      const outer = all(query.within, root)[0];
      if (!outer) return [];
      scope = outer;
    }
    const candidates = Array.from(scope.querySelectorAll(query.css ?? '*'));
    const pattern = query.nameMatches === undefined ? null : new RegExp(query.nameMatches);
    return candidates.filter((el) => {
      if (!shown(el)) return false;
      if (!query.includeHidden && !inAccessibilityTree(el)) return false;
      if (query.role && roleOf(el) !== query.role) return false;
      if (query.name !== undefined && nameOf(el) !== collapse(query.name)) return false;
      if (pattern && !pattern.test(nameOf(el))) return false;
      if (query.text !== undefined) {
        const text = collapse((el as HTMLElement).innerText ?? el.textContent ?? '');
        if (!text.includes(collapse(query.text))) return false;
        // The innermost element with that text, not every ancestor of it.
        if (
          !query.role &&
          !query.css &&
          Array.from(el.children).some((child) => collapse((child as HTMLElement).innerText ?? '').includes(collapse(query.text!)))
        ) {
          return false;
        }
      }
      return true;
    });
  };

  const describe = (el: Element): Found => {
    let mark = el.getAttribute('data-engines-pick');
    if (!mark) {
      marks += 1;
      document.documentElement.dataset.enginesMarks = String(marks);
      mark = String(marks);
      el.setAttribute('data-engines-pick', mark);
    }
    const box = el.getBoundingClientRect();
    return {
      selector: `[data-engines-pick="${mark}"]`,
      name: nameOf(el),
      text: collapse((el as HTMLElement).innerText ?? el.textContent ?? ''),
      rect: { x: box.x, y: box.y, width: box.width, height: box.height },
    };
  };

  return {
    /** The first element the query finds, or null. */
    find(query: Query): Found | null {
      const el = all(query)[0];
      return el ? describe(el) : null;
    },
    count(query: Query): number {
      return all(query).length;
    },
    /** An attribute of the first element the query finds (null when absent or not found). */
    attribute(query: Query, name: string): string | null {
      return all(query)[0]?.getAttribute(name) ?? null;
    },
    /** What the page shows as text. */
    text(): string {
      return collapse(document.body.innerText);
    },
    path(): string {
      return location.pathname;
    },
  };
}

export type InPage = ReturnType<typeof inPage>;
