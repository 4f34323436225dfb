import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, undefined);
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, editorEmail: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', EDITOR_EMAIL: 'nope' }, undefined)).toThrowError(
      /PORT: PORT must be a number[\s\S]*DATABASE_URL[\s\S]*EDITOR_EMAIL/,
    );
  });

  it('wants EDITOR_EMAIL and EDITOR_PASSWORD together', () => {
    expect(() => loadConfig({ EDITOR_EMAIL: 'a@b.co' }, undefined)).toThrow(ConfigError);
  });
});
