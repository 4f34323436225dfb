import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ConnectionLimits } from './slow-clients.js';

// The reply side of the slow-client rules (decision 015): a client that asks for a large file (the video
// gift, a gallery photo) and then stops reading would hold its socket and the file's descriptor (or the
// bucket's connection) for ever. Every connection is checked on one timer: while bytes of a reply wait for
// the client, in Node or in the kernel, the client must take some of them within `replyStallMs`; one that
// takes none is reset, which ends the reply and closes its file. Any progress restarts the clock, so a slow
// reader keeps its video; a player that pauses its download for longer can resume it with a Range
// request. Node's connection cap is lowered to what the descriptor limit holds, so a crowd of such clients is
// refused at accept rather than making the process fail with EMFILE.

/** Descriptors one held connection may cost: its socket, and the file (or bucket connection) its reply reads. */
export const FDS_PER_CONNECTION = 2;
/** Descriptors kept for everything else: the database, uploads' temp files, image and video tools, logs. */
export const FD_RESERVE = 256;

/** The connection cap: `maxConnections`, or fewer when the process's descriptor limit cannot hold that many. */
export function connectionCap(maxConnections: number, openFileLimit: number | undefined): number {
  if (openFileLimit === undefined) return maxConnections;
  return Math.max(1, Math.min(maxConnections, Math.floor((openFileLimit - FD_RESERVE) / FDS_PER_CONNECTION)));
}

/** The soft "Max open files" of a process (Node raises it to the hard limit at start); undefined off Linux. */
export function openFileLimit(pid: number | 'self' = 'self'): number | undefined {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/limits`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Node's socket internals read here: bytes handed to libuv, and what libuv has not yet given the kernel. */
type NodeSocket = Socket & { _bytesDispatched?: number; _handle?: { writeQueueSize?: number; fd?: number } | null };

/** Bytes of this connection the kernel has taken so far. */
function takenByKernel(socket: NodeSocket): number {
  const queued = socket._handle?.writeQueueSize;
  if (typeof socket._bytesDispatched === 'number' && typeof queued === 'number') return socket._bytesDispatched - queued;
  return socket.bytesWritten - socket.writableLength;
}

interface Watch {
  /** takenByKernel at the last check. */
  taken: number;
  /** The kernel's unacknowledged bytes (tx_queue) at the last check, since the kernel last took more. */
  unacked: number | undefined;
  /** Nothing waited, in Node or in the kernel, at the last check, and nothing was sent since. */
  drained: boolean;
  /** When progress was last seen, or when bytes started waiting. */
  since: number;
  /** The socket's inode in /proc (null: not known). */
  inode: string | null | undefined;
}

/**
 * The kernel takes a reply in steps of a third of its send buffer: megabytes on loopback, where Caddy reads
 * (deploy/Caddyfile), so a phone at a few KB/s behind it would show Node no progress for minutes. Linux's
 * /proc/self/net/tcp gives each socket's unacknowledged bytes, which shrink as the client reads (in steps
 * of a TCP segment, 64 KiB on loopback), and shows a reply that sits whole in the kernel, unread, which
 * Node counts as sent. Read once per check, for the connections that show Node nothing.
 */
class KernelQueues {
  usable = fs.existsSync('/proc/self/net/tcp');

  inodeOf(socket: NodeSocket): string | null {
    const fd = socket._handle?.fd;
    if (!this.usable || typeof fd !== 'number' || fd < 0) return null;
    try {
      return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`))?.[1] ?? null;
    } catch {
      return null;
    }
  }

  /** tx_queue of each of these inodes that is still listed. */
  read(inodes: Set<string>): Map<string, number> {
    const found = new Map<string, number>();
    if (!this.usable || inodes.size === 0) return found;
    for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
      let text: string;
      try {
        text = fs.readFileSync(table, 'utf8');
      } catch {
        if (table.endsWith('/tcp')) this.usable = false;
        continue;
      }
      // "sl local rem st tx_queue:rx_queue tr:when retrnsmt uid timeout inode ..."
      for (const line of text.split('\n')) {
        const columns = line.trim().split(/\s+/);
        const inode = columns[9];
        if (inode !== undefined && inodes.has(inode)) found.set(inode, parseInt(columns[4]?.split(':')[0] ?? '', 16));
      }
    }
    return found;
  }
}

/** Cuts a connection without waiting for its unsent bytes: an RST, so the kernel drops them at once too. */
function cut(socket: NodeSocket): void {
  if (!socket._handle) return void socket.destroy();
  try {
    socket.resetAndDestroy();
  } catch {
    socket.destroy();
  }
}

/** Watches every connection of the server; see the note at the top. Returns the function that stops it. */
export function watchStalledReaders(server: Server, limits: Pick<ConnectionLimits, 'replyStallMs' | 'maxConnections'>): () => void {
  server.maxConnections = connectionCap(limits.maxConnections, openFileLimit());
  const stallMs = limits.replyStallMs;
  // Checked ten times a window (every 2.5 s by default): a client that takes nothing more is cut between
  // stallMs and stallMs plus one check after the last byte it took.
  const everyMs = Math.max(10, Math.min(2_500, Math.floor(stallMs / 10)));
  const watched = new Map<NodeSocket, Watch>();
  const kernel = new KernelQueues();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    const now = Date.now();
    const unclear: [NodeSocket, Watch][] = [];
    for (const [socket, watch] of watched) {
      const taken = takenByKernel(socket);
      if (taken !== watch.taken) {
        // The kernel took more of the reply: progress.
        Object.assign(watch, { taken, unacked: undefined, drained: false, since: now });
      } else if (socket.writableLength > 0 || (!watch.drained && kernel.usable)) {
        unclear.push([socket, watch]);
      } else {
        // Nothing waits for the client: it keeps up, the server is the slow side, or the connection is idle.
        watch.since = now;
      }
    }
    if (unclear.length > 0) {
      const inodes = new Set<string>();
      for (const [socket, watch] of unclear) {
        watch.inode ??= kernel.inodeOf(socket);
        if (watch.inode) inodes.add(watch.inode);
      }
      const queues = kernel.read(inodes);
      for (const [socket, watch] of unclear) {
        const queued = watch.inode ? queues.get(watch.inode) : undefined;
        const waiting = socket.writableLength > 0 || (queued ?? 0) > 0;
        const acknowledged = queued !== undefined && watch.unacked !== undefined && queued < watch.unacked;
        if (!waiting || acknowledged) watch.since = now;
        watch.unacked = queued;
        watch.drained = !waiting;
        if (now - watch.since >= stallMs) {
          watched.delete(socket);
          cut(socket);
        }
      }
    }
    if (watched.size === 0) stop();
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const onConnection = (socket: NodeSocket) => {
    watched.set(socket, { taken: takenByKernel(socket), unacked: undefined, drained: true, since: Date.now(), inode: undefined });
    socket.once('close', () => watched.delete(socket));
    if (!timer) {
      timer = setInterval(check, everyMs);
      timer.unref();
    }
  };
  server.on('connection', onConnection);
  return () => {
    server.off('connection', onConnection);
    watched.clear();
    stop();
  };
}

/** Installs the guard on the app's server (a listening app; inject has no sockets). */
export function installStalledReaderGuard(app: FastifyInstance, limits: ConnectionLimits): void {
  const unwatch = watchStalledReaders(app.server, limits);
  app.addHook('onClose', async () => unwatch());
}
