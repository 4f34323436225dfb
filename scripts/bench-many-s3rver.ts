// s3rver in a process of its own for `npm run bench:many` (decision 023's test bucket): the benchmark's
// timer and its latencies stay clear of the bucket's work. Prints one JSON line (the S3 settings and the
// folder the objects are in), then serves until SIGTERM or SIGINT, when it stops and removes the folder.
import { s3Env, startTestS3 } from '../src/server/test-support/s3.js';

const s3 = await startTestS3();
process.stdout.write(`${JSON.stringify({ env: s3Env(s3), directory: s3.directory })}\n`);
const stop = () => void s3.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
