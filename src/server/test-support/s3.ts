// Scripts (tsconfig.json) import this file without src/server's ambient types: name them here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/config.js';

// An S3-compatible server on loopback for tests (s3rver, decision 023): one per test
// app, on a free port, its objects in a temp folder removed on stop.

export const TEST_BUCKET = 'kado-test';

export interface TestS3 {
  /** What MEDIA_STORE=s3 with S3_* would give the app. */
  settings: S3Settings;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Tests run on the store KADO_TEST_MEDIA_STORE names: 'local' (default) or 's3' (npm run test:s3). */
export const testMediaStore = (): 'local' | 's3' => (process.env.KADO_TEST_MEDIA_STORE === 's3' ? 's3' : 'local');

/** The environment that points a Kado process (or npm run backup/restore) at a test bucket. */
export function s3Env(s3: TestS3): Record<string, string> {
  const { settings } = s3;
  return {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: settings.endpoint!,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
