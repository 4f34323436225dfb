// Types for scripts/build-state.mjs (a plain Node script, so `node` runs it without a build step).
export declare const distDir: string;
export declare function sourceHash(): string;
/** What is missing or stale, or undefined when the build matches the sources. */
export declare function staleReason(dir?: string): string | undefined;
export declare function writeStamp(dir?: string): void;
