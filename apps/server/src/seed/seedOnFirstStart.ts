import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { firstRow } from '../db/sql';
import type { PhotoStore } from '../photos/photoStore';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoAccounts } from './demoAccounts';
import { seedDemoCulverts } from './demoCulverts';
import { seedDemoIssues } from './demoIssues';
import { seedDemoPhotos } from './demoPhotos';
import { demoRandom } from './demoRandom';

/** Fixed so two fresh demo databases hold the same story. */
const DEMO_SEED = 20_260_601;

/** Where a generated platform admin password is left for the operator (DATA_DIR/admin-password). */
export function adminPasswordFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'admin-password');
}

/**
 * A generated password goes to a file only its owner can read, never to the output, which in production is
 * the log (kept, shipped, read by more people than the operator). A file left by an earlier database is
 * replaced, not written through: a new file, created with its mode.
 */
async function leavePassword(config: Config, password: string): Promise<string> {
  const file = adminPasswordFile(config);
  await mkdir(config.dataDir, { recursive: true });
  await rm(file, { force: true });
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

async function seedPlatformAdmin(db: Db, config: Config): Promise<string[]> {
  const username = config.adminUsername ?? 'admin';
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    company_id: null,
    user_name: username,
    email: `${username}@verge.local`,
    first_name: 'Platform',
    last_name: 'Admin',
    password_hash: await hashPassword(password),
    user_role_id: 1,
    is_super: true,
  });
  if (config.adminPassword) return [`Platform admin: ${username} (password from ADMIN_PASSWORD)`];
  const file = await leavePassword(config, password);
  return [
    `Platform admin: ${username}, with the password generated now in ${file} (readable by this user only;`,
    '  delete the file once the password is kept elsewhere; set ADMIN_PASSWORD to choose it instead)',
  ];
}

async function seedDemo(db: Db, store: PhotoStore): Promise<string[]> {
  const random = demoRandom(DEMO_SEED);
  const accounts = await seedDemoAccounts(db);
  const issues = await seedDemoIssues(db, accounts, random);
  const { inspectionIds } = await seedDemoCulverts(db, accounts, random);
  const photoCount = await seedDemoPhotos(db, store, issues, random);
  return [
    `Demo data: ${issues.length} vegetation issues, ${inspectionIds.length} culvert inspections, ${photoCount} photos`,
    `Demo logins (password "${DEMO_PASSWORD}"):`,
    `  ${DEMO_USERS.clientAdmin.user_name.padEnd(16)} Northern Pipelines Ltd, client admin`,
    `  ${DEMO_USERS.clientField.user_name.padEnd(16)} Northern Pipelines Ltd, field user`,
    `  ${DEMO_USERS.providerAdmin.user_name.padEnd(16)} Clearcut Vegetation Services (service provider), admin`,
    `  ${DEMO_USERS.providerField.user_name.padEnd(16)} Clearcut Vegetation Services (service provider), field user`,
  ];
}

/**
 * On a database without users: the platform admin and, unless SEED_DEMO=false, the demo companies and
 * a year of their work, in one transaction. Returns the lines main.ts prints; a seeded database gets nothing.
 */
export async function seedOnFirstStart(app: AppContext): Promise<string[]> {
  return app.db.transaction(async (tx) => {
    // Replicas starting together: the second waits here, then sees the first one's users.
    await tx.execute(sql`LOCK TABLE users IN EXCLUSIVE MODE`);
    const existing = await firstRow<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM users`);
    if ((existing?.count ?? 0) > 0) return [];
    const lines = await seedPlatformAdmin(tx, app.config);
    if (app.config.seedDemo) lines.push(...(await seedDemo(tx, app.photos)));
    return lines;
  });
}
