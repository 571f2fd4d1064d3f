import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrand } from '../config/brand';
import { resolveEncryptionKeys } from '../config/encryptionKey';
import { parseEnv } from '../config/env';
import { PROJECT_ROOT, projectPath } from '../config/projectRoot';
import { createSecrets } from '../crypto/secrets';
import { openDatabase } from '../app/plugins/database';
import { addStaffAccount } from '../staff/accounts/addAccount';
import { staffEventsRepo } from '../staff/audit/staffEvents';
import { randomPassword } from '../staff/auth/passwords';

const USAGE = 'usage: npm run staff:add -- --email someone@cu.org --role reviewer [--role auditor] [--name "Full Name"] [--password-stdin]';

/**
 * `npm run staff:add -- --email a@cu.org --role reviewer [--role ...] [--name "..."] [--password-stdin]`:
 * creates a built-in staff account in the configured database and prints, once, the password
 * (when generated) and the TOTP secret with its otpauth:// URI to enrol in an authenticator app.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string', multiple: true }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    strict: true,
  });
  if (!values.email) throw new Error(USAGE);
  const fromStdin = values['password-stdin'] === true;
  const password = fromStdin ? readFileSync(0, 'utf8').split(/\r?\n/)[0] : randomPassword();
  const env = parseEnv(process.env);
  const secrets = createSecrets(resolveEncryptionKeys(env), env.OTP_PEPPER);
  const brand = loadBrand(resolve(PROJECT_ROOT, env.BRAND_FILE ?? 'flows/brand.json'), projectPath('schemas', 'brand.schema.json'));
  const db = await openDatabase(env);
  try {
    const created = await addStaffAccount(db, secrets, `${process.env.INSTITUTION_NAME || brand.institutionName} staff`,
      { email: values.email, roles: values.role ?? [], displayName: values.name, password }, new Date());
    await staffEventsRepo.add(db, new Date(), { type: 'account_created', staffId: created.id, ip: null, detail: { email: created.email, roles: created.roles, via: 'staff:add' } });
    console.log(`Staff account ${created.email} (${created.roles.join(', ')}) created, id ${created.id}.`);
    if (!fromStdin) console.log(`Password (shown once): ${password}`);
    console.log(`TOTP secret (shown once): ${created.totpSecret}`);
    console.log(`Enrol it in an authenticator app: ${created.otpauthUri}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
