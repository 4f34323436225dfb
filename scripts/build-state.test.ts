import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason, writeStamp } from './build-state.mjs';

// `npm start` rebuilds only when this says the build is missing or stale.
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-dist-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'web'));
  fs.mkdirSync(path.join(dir, 'node', 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dir, 'node', 'server', 'main.js'), '');
  return dir;
}

describe('build state', () => {
  it('a build missing its server or its record is stale', () => {
    const dir = fakeDist();
    expect(staleReason(dir)).toMatch(/no record/);
    fs.rmSync(path.join(dir, 'node', 'server', 'main.js'));
    expect(staleReason(dir)).toMatch(/main\.js is missing/);
  });

  it('a build stamped from the current sources is fresh; a changed stamp is stale', () => {
    const dir = fakeDist();
    writeStamp(dir);
    expect(staleReason(dir)).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'build-state.json'), JSON.stringify({ hash: 'older sources' }));
    expect(staleReason(dir)).toMatch(/sources changed/);
  });
});
