import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { HashQueue } from './hash-queue.js';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('HashQueue', () => {
  it('runs at most `concurrency` tasks at once, queues `maxWaiting`, refuses the rest with 503 at once', async () => {
    const queue = new HashQueue(2, 3);
    const gates = Array.from({ length: 10 }, gate);
    let runningNow = 0;
    let mostAtOnce = 0;
    const results = gates.map((g, i) =>
      queue.run(async () => {
        runningNow++;
        mostAtOnce = Math.max(mostAtOnce, runningNow);
        await g.opened;
        runningNow--;
        return i;
      }),
    );
    const settled = Promise.allSettled(results);
    await Promise.resolve();
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(3);
    for (const g of gates) g.open();
    const outcomes = await settled;
    const done = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(done).toEqual([0, 1, 2, 3, 4]);
    expect(refused).toHaveLength(5);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 503, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    }
    expect(mostAtOnce).toBe(2);
    expect(queue.peak).toBe(2);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('frees the slot of a task that throws', async () => {
    const queue = new HashQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.active).toBe(0);
  });
});
