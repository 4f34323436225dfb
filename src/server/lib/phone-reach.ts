import os from 'node:os';

// Opening the gift on the partner's phone (README's quick start, "Open it on your partner's phone"; docs/operations.md): a
// Kado listening only on this machine cannot be reached from a phone, and its share link says localhost. At start,
// while one gift is served on a loopback address and PUBLIC_URL is unset, the machine's network addresses are printed
// with the one-line how-to.

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** The machine's IPv4 addresses on its networks (Wi-Fi, cable), loopback and link-local left out. */
export function lanAddresses(interfaces: Interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal && !entry.address.startsWith('169.254.'))
    .map((entry) => entry.address);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/i;

/** The lines to print, or none when the gift can already leave this machine (or many gifts are served). */
export function phoneReachMessage(
  config: { host: string; port: number; publicUrl?: string | undefined; baseDomain?: string | undefined },
  interfaces?: Interfaces,
): string[] {
  if (config.publicUrl || config.baseDomain || !LOOPBACK.test(config.host)) return [];
  const addresses = lanAddresses(interfaces);
  const found = addresses.length
    ? `this machine's network address${addresses.length > 1 ? 'es' : ''}: ${addresses.map((a) => `http://${a}:${config.port}`).join(', ')}`
    : 'this machine has no network address now';
  return [
    `Kado: only this machine can open the gift (HOST=${config.host}): a phone cannot open its share link; ${found}.`,
    '  For a phone on the same Wi-Fi, start with HOST=0.0.0.0 and open the hub at the network address; ' +
      'to put it online, set PUBLIC_URL (docs/operations.md).',
  ];
}
