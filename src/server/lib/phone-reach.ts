import os from 'node:os';

// Opening the gift on the partner's phone (README's quick start, "Open it on your partner's phone"; docs/operations.md): a
// Kado listening only on this machine cannot be reached from a phone, and its share link says localhost. At start,
// while one gift is served on a loopback address and PUBLIC_URL is unset, the machine's network addresses are printed
// with the one-line how-to; on every address (HOST=0.0.0.0), the addresses a phone opens, in a readable line of their
// own rather than only in the JSON log's 'Server listening' (decision 083).

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** The machine's IPv4 addresses on its networks (Wi-Fi, cable), loopback and link-local left out. */
export function lanAddresses(interfaces: Interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal && !entry.address.startsWith('169.254.'))
    .map((entry) => entry.address);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/i;
/** A host that listens on every network address of the machine. */
const EVERY_ADDRESS = /^(0\.0\.0\.0|::|\[::\])$/;

/** The lines to print, or none when the gift can already leave this machine (or many gifts are served). */
export function phoneReachMessage(
  config: { host: string; port: number; publicUrl?: string | undefined; baseDomain?: string | undefined },
  interfaces?: Interfaces,
): string[] {
  if (config.publicUrl || config.baseDomain) return [];
  const addresses = lanAddresses(interfaces);
  if (EVERY_ADDRESS.test(config.host)) {
    if (addresses.length === 0)
      return [`Kado: listening on every address (HOST=${config.host}), but this machine has no network address now: join a Wi-Fi first.`];
    const urls = addresses.map((a) => `http://${a}:${config.port}`);
    return [
      `Kado: a phone on the same Wi-Fi opens the gift at ${urls.join(' or ')}; open the hub there too, so the share link ` +
        'names that address (to put it online, set PUBLIC_URL: docs/operations.md).',
    ];
  }
  if (!LOOPBACK.test(config.host)) return [];
  const found = addresses.length
    ? `this machine's network address${addresses.length > 1 ? 'es' : ''}: ${addresses.map((a) => `http://${a}:${config.port}`).join(', ')}`
    : 'this machine has no network address now';
  return [
    `Kado: only this machine can open the gift (HOST=${config.host}): a phone cannot open its share link; ${found}.`,
    '  For a phone on the same Wi-Fi, start with HOST=0.0.0.0 and open the hub at the network address; ' +
      'to put it online, set PUBLIC_URL (docs/operations.md).',
  ];
}
