import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../lib/config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedIfEmpty } from '../db/seed.js';
import { createContext } from '../context.js';
import { resetEditorPassword } from '../services/auth/editor-account.js';
import { generatePassword } from '../lib/password.js';

// npm run editor:password            → asks for a new password (empty: generate one)
// NEW_PASSWORD=... npm run editor:password → sets it without asking

const config = loadConfig({ ...process.env, EDITOR_EMAIL: undefined, EDITOR_PASSWORD: undefined }, undefined);
if (config.baseDomain) {
  console.error("With BASE_DOMAIN (many gifts), reset a giver's password from the operator console.");
  process.exit(1);
}
let password = process.env.NEW_PASSWORD;
if (password === undefined) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = (await rl.question('New editor password (at least 12 characters; empty to generate one): ')).trim();
  rl.close();
}
const generated = password === '';
if (generated) password = generatePassword();
if (password.length < 12) {
  console.error('The password must be at least 12 characters.');
  process.exit(1);
}
const { db, dialect } = openDatabase(config.dataDir, config.databaseUrl);
await migrateToLatest(db, dialect);
await seedIfEmpty(db);
const email = await resetEditorPassword(createContext(config, db, dialect), password);
await db.destroy();
console.log(
  `Password updated for ${email}; their sessions were ended and the account's failed-login counter cleared.` +
    (generated ? `\nNew password: ${password}` : ''),
);
