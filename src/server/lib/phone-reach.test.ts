import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddresses, phoneReachMessage } from './phone-reach.js';

// At start, a gift only this machine can open says how a phone can (README "Open it on your partner's phone").

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;
const interfaces = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  wlan0: [entry('192.168.1.20', 'IPv4'), entry('fe80::1', 'IPv6')],
  eth0: [entry('10.0.0.5', 'IPv4'), entry('169.254.3.4', 'IPv4')],
};

describe('the phone-reach start message', () => {
  it('lists the network addresses, loopback and link-local left out', () => {
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.0.0.5']);
  });

  it('names them with the how-to while only loopback listens and PUBLIC_URL is unset', () => {
    const lines = phoneReachMessage({ host: '127.0.0.1', port: 3000, publicUrl: undefined, baseDomain: undefined }, interfaces);
    expect(lines.join('\n')).toContain('http://192.168.1.20:3000, http://10.0.0.5:3000');
    expect(lines.join('\n')).toContain('HOST=0.0.0.0');
    expect(lines.join('\n')).toContain('PUBLIC_URL (docs/operations.md)');
    expect(phoneReachMessage({ host: 'localhost', port: 3000 }, {}).join('\n')).toContain('no network address now');
  });

  it('names the addresses a phone opens while every address listens (HOST=0.0.0.0), or that there is none yet', () => {
    expect(phoneReachMessage({ host: '0.0.0.0', port: 3000 }, interfaces).join('\n')).toContain(
      'a phone on the same Wi-Fi opens the gift at http://192.168.1.20:3000 or http://10.0.0.5:3000',
    );
    expect(phoneReachMessage({ host: '::', port: 3000 }, { lo: interfaces.lo }).join('\n')).toContain('no network address now');
  });

  it('says nothing when the gift can leave this machine, or many gifts are served', () => {
    expect(phoneReachMessage({ host: '192.168.1.20', port: 3000 }, interfaces)).toEqual([]);
    expect(phoneReachMessage({ host: '0.0.0.0', port: 3000, publicUrl: 'https://kado.example' }, interfaces)).toEqual([]);
    expect(phoneReachMessage({ host: '127.0.0.1', port: 3000, publicUrl: 'https://kado.example' }, interfaces)).toEqual([]);
    expect(phoneReachMessage({ host: '127.0.0.1', port: 3000, baseDomain: 'kado.localhost' }, interfaces)).toEqual([]);
  });
});
