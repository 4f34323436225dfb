// The read cache (decision 021): in one process on SQLite (which serves one process, decision 024), every
// write to the gift's data goes through this process, so it can keep what it read until the next write:
// the request's gift and sessions, and the JSON of the read-only replies that depend on nothing but the
// gift and the asker's role. Any write request empties it, before its handler and again before its reply
// leaves, and a read that began before a write never stores what it read. A time limit bounds what a
// change made outside the server (a CLI script) can leave stale. With PostgreSQL (several processes) it
// is off: a logout on one process must end the session on all of them at once.

/** What a change made outside the server can leave stale, at most. */
export const READ_CACHE_TTL_MS = 5_000;
/** Entries kept per map at most; beyond, the map is emptied (a flood of distinct tokens or URLs). */
const MAX_ENTRIES = 5_000;

interface Entry<T> {
  value: T;
  until: number;
}

export class ReadCache {
  private readonly gifts = new Map<string, Entry<unknown>>();
  private readonly replies = new Map<string, Entry<string>>();
  /** Counts the clears: a read stores only if no clear came between its start and its end. */
  private generation = 0;

  constructor(
    readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets everything (a write happened). */
  clear(): void {
    this.generation += 1;
    this.gifts.clear();
    this.replies.clear();
  }

  /** The request's gift and sessions, by what names them, loaded once until the next write. */
  async gift<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.gifts.get(key);
    if (hit && hit.until > this.now()) return hit.value as T;
    const began = this.generation;
    const value = await load();
    if (began === this.generation) store(this.gifts, key, value, this.now());
    return value;
  }

  /** A cached reply's JSON; the generation to pass to `storeReply` on a miss. */
  reply(key: string): { body: string } | { generation: number } {
    const hit = this.replies.get(key);
    if (hit && hit.until > this.now()) return { body: hit.value };
    return { generation: this.generation };
  }

  storeReply(key: string, body: string, generation: number): void {
    if (generation === this.generation) store(this.replies, key, body, this.now());
  }
}

function store<T>(map: Map<string, Entry<T>>, key: string, value: T, now: number): void {
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, { value, until: now + READ_CACHE_TTL_MS });
}
