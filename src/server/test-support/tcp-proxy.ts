import net from 'node:net';

// A TCP proxy between Kado and its PostgreSQL that a test can break the ways a network and a database break
// (decision 073): `cut` is a restart (every connection ends, new ones are refused until `restore`), `freeze` is a
// database gone silent (connections are taken, nothing passes either way, nothing is closed until `restore`).

export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** How many connections were opened to it, refused ones included. */
  attempts(): number;
  /** Ends every connection and refuses new ones (each is closed as soon as it is taken). */
  cut(): void;
  /** Stops forwarding both ways and holds what arrives; new connections are taken and hear nothing. */
  freeze(): void;
  /** Forwards again (what was held first) and takes new connections normally. */
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  server: net.Socket;
}

/** Starts a proxy on a free port of 127.0.0.1 to `target` (host:port). */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let state: 'open' | 'cut' | 'frozen' = 'open';
  const pairs = new Set<Pair>();
  // What arrived while frozen, in order, with where it goes: sent on `restore`. A test moves little data.
  let held: { to: net.Socket; chunk: Buffer }[] = [];
  const forward = (to: net.Socket) => (chunk: Buffer) => {
    if (state === 'frozen') held.push({ to, chunk });
    else if (!to.destroyed) to.write(chunk);
  };

  let attempts = 0;
  const listener = net.createServer((client) => {
    attempts++;
    if (state === 'cut') {
      client.destroy();
      return;
    }
    const server = net.connect(targetPort, targetHost);
    const pair = { client, server };
    pairs.add(pair);
    client.on('data', forward(server));
    server.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address() as net.AddressInfo;

  const proxy: TcpProxy = {
    port: address.port,
    attempts: () => attempts,
    cut() {
      state = 'cut';
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      pairs.clear();
      held = [];
    },
    freeze() {
      state = 'frozen';
    },
    restore() {
      state = 'open';
      for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
    async close() {
      proxy.cut();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
  return proxy;
}
