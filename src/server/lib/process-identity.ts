import { randomBytes } from 'node:crypto';
import os from 'node:os';

// Which process holds something in the shared database (decision 078): its machine, its pid and a random part, as the
// upload folders are named (decision 024). A process on this machine that is gone can then be told from a live one.

const HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host';

/** This process, for as long as it runs: a restart with the same pid (a container's pid 1) is another process. */
export const PROCESS_ID = `${HOST}-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Is the process with this pid running on this machine? */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Is the process that `id` names known to be gone: of this machine, and either not running or running under another
 * id (this very pid, restarted)? A process of another machine is never known to be gone.
 */
export function processGone(id: string): boolean {
  const owner = /^(.+)-(\d+)-[0-9a-f]{8}$/.exec(id);
  if (!owner || owner[1] !== HOST || id === PROCESS_ID) return false;
  const pid = Number(owner[2]);
  return pid === process.pid || !running(pid);
}
