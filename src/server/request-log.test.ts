import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedStdout } from './request-log.js';

describe('batchedStdout', () => {
  it('writes the lines of one event-loop turn in one write, in order, and nothing is lost', async () => {
    const writes: string[] = [];
    const out = new Writable({ write: (chunk: Buffer, _encoding, done) => (writes.push(chunk.toString()), done()) });
    const log = batchedStdout(out);
    log.write('a\n');
    log.write('b\n');
    expect(writes).toEqual([]);
    await nextTurn();
    log.write('c\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});
