import { describe, expect, it } from 'vitest';
import { PARAGRAPH_PAUSE_MS, TYPEWRITER_MS_PER_CHAR } from '@shared/constants';
import { advanceTypewriter, startTypewriter, typedText, typewriterDelay, type TypewriterState } from './typewriter';

function run(paragraphs: string[]): { states: TypewriterState[]; elapsed: number } {
  let state = startTypewriter(paragraphs);
  const states = [state];
  let elapsed = 0;
  for (let delay = typewriterDelay(state); delay !== null; delay = typewriterDelay(state)) {
    elapsed += delay;
    state = advanceTypewriter(state, paragraphs);
    states.push(state);
    if (states.length > 10_000) throw new Error('never finishes');
  }
  return { states, elapsed };
}

describe('typewriter', () => {
  it('types each paragraph in order, one character per step, then pauses before the next', () => {
    const { states } = run(['Hai', 'Yo']);
    expect(states.map((s) => `${s.paragraph}:${s.typed}:${s.phase}`)).toEqual([
      '0:0:typing',
      '0:1:typing',
      '0:2:typing',
      '0:3:pausing',
      '1:0:typing',
      '1:1:typing',
      '1:2:done',
    ]);
  });

  it('takes 30 ms per character and 1 s between paragraphs', () => {
    const { elapsed } = run(['abcd', 'ef', 'g']);
    expect(elapsed).toBe(7 * TYPEWRITER_MS_PER_CHAR + 2 * PARAGRAPH_PAUSE_MS);
  });

  it('is done at once without paragraphs, and stays done', () => {
    const state = startTypewriter([]);
    expect(state.phase).toBe('done');
    expect(typewriterDelay(state)).toBeNull();
    expect(advanceTypewriter(state, [])).toBe(state);
  });

  it('counts an emoji as one character', () => {
    const { states } = run(['a❤️b'.normalize()]);
    // 'a', '❤', U+FE0F variation selector, 'b': four code points, never a broken surrogate pair.
    expect(states.at(-1)).toMatchObject({ typed: 4, phase: 'done' });
    expect(typedText('😀x', 1)).toBe('😀');
  });

  it('passes an empty paragraph without stalling', () => {
    const { states } = run(['', 'a']);
    expect(states.at(-1)).toMatchObject({ paragraph: 1, typed: 1, phase: 'done' });
  });
});
