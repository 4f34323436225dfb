import { MSG } from '../../shared/messages.js';
import { retryLater } from './retry-later.js';

/** How long a client refused by a full queue is asked to wait, in seconds. */
const BUSY_RETRY_AFTER_S = 5;

/**
 * Runs at most `concurrency` tasks at once, keeps at most `maxWaiting` more in line, and refuses the
 * rest at once (503, Retry-After). Password hashing goes through one: scrypt at N=2^17 takes ~128 MB
 * each, so a burst of logins must not run them all together (decision 014).
 */
export class HashQueue {
  private running = 0;
  private readonly line: (() => void)[] = [];
  /** The most tasks ever seen running together (tests prove the bound). */
  peak = 0;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.line.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else if (this.line.length < this.maxWaiting) {
      // A finishing task hands its slot over without giving it back, so `running` never overshoots.
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      throw retryLater(503, MSG.serverBusy, BUSY_RETRY_AFTER_S);
    }
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
