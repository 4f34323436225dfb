import { spawnSync } from 'node:child_process';

// The builder's steps at 390 x 844 for docs/builder.md (decision 088): runs the birthday walk of
// e2e/builder-phone.spec.ts with KADO_BUILDER_SCREENSHOTS=1, which writes docs/builder/NN-step.png (palette PNGs of
// the viewport). Needs the build (`npm run build`); not part of `npm test`, whose runs write no image.
//   npx tsx scripts/builder-screenshots.ts

const run = spawnSync('npx', ['playwright', 'test', 'e2e/builder-phone.spec.ts', '-g', 'birthday'], {
  stdio: 'inherit',
  env: { ...process.env, KADO_BUILDER_SCREENSHOTS: '1' },
});
process.exit(run.status ?? 1);
