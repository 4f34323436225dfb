import { PARAGRAPH_PAUSE_MS, TYPEWRITER_MS_PER_CHAR } from '@shared/constants';

// The letter's typewriter (docs/product.md §2 Love typing, §9): one paragraph at a time, one character every
// 30 ms, then a 1 s pause before the next paragraph; finished paragraphs stay as plain text.

export type TypewriterPhase = 'typing' | 'pausing' | 'done';

export interface TypewriterState {
  /** The paragraph being typed (or just finished, while pausing). */
  paragraph: number;
  /** Characters of it shown so far. */
  typed: number;
  phase: TypewriterPhase;
}

export function startTypewriter(paragraphs: readonly string[]): TypewriterState {
  return paragraphs.length === 0 ? { paragraph: 0, typed: 0, phase: 'done' } : { paragraph: 0, typed: 0, phase: 'typing' };
}

/** The state after one step: one more character, the end of a paragraph, or the start of the next. */
export function advanceTypewriter(state: TypewriterState, paragraphs: readonly string[]): TypewriterState {
  if (state.phase === 'done') return state;
  if (state.phase === 'pausing') return { paragraph: state.paragraph + 1, typed: 0, phase: 'typing' };
  const length = Array.from(paragraphs[state.paragraph] ?? '').length;
  const typed = Math.min(length, state.typed + 1);
  if (typed < length) return { ...state, typed };
  const last = state.paragraph >= paragraphs.length - 1;
  return { paragraph: state.paragraph, typed: length, phase: last ? 'done' : 'pausing' };
}

/** How long until the next step; null when the letter is done. */
export function typewriterDelay(state: TypewriterState): number | null {
  if (state.phase === 'typing') return TYPEWRITER_MS_PER_CHAR;
  if (state.phase === 'pausing') return PARAGRAPH_PAUSE_MS;
  return null;
}

/** The first `typed` characters (whole code points, so an emoji never shows half). */
export function typedText(paragraph: string, typed: number): string {
  return Array.from(paragraph).slice(0, typed).join('');
}
