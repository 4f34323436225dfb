// Node flags the server runs with in production: `npm start` (package.json) and deploy/kado.service give
// them on the command line, and the benchmarks start the server with them, so they measure what runs.
// --max-semi-space-size=2: V8's young generation grows to 2 MB semi-spaces instead of 16 MB. A 500 MB
// upload's chunks then die young without RSS climbing by tens of MB first: peak RSS 118.9 MB instead of
// 150.9 MB (idle 92.0 instead of 118.6), with no change in the API benchmark's requests per second
// (decision 021).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
