import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { membersFromCsv } from '../../server/adapters/members/csvMembers';
import { upsertMember } from '../../server/adapters/members/memberStore';
import { parseCsv } from '../../server/cli/csv';
import type { Db } from '../../server/db/db';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { TEST_KEY, testApp, type TestApp } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = join(import.meta.dirname, '../..');
const EXAMPLE = join(ROOT, 'server/adapters/members/members.example.csv');

describe('member CSV', () => {
  it('parses quotes, escaped quotes, commas and line breaks in cells', () => {
    expect(parseCsv('a,b\r\n"x, ""y""","line\nbreak"\n')).toEqual([['a', 'b'], ['x, "y"', 'line\nbreak']]);
  });

  it('reads the example: one row per account, members merged, loans from JSON', () => {
    const { members, errors } = membersFromCsv(readFileSync(EXAMPLE, 'utf8'));
    expect(errors).toEqual([]);
    expect(members.map((m) => [m.member_id, m.accounts.length, m.loans.length, m.phone, m.ssn])).toEqual([
      ['M-2001', 2, 1, '+12025550121', '100002001'],
      ['M-2002', 1, 0, '+12025550122', '100002002'],
    ]);
    expect(members[1].accounts[0].description).toBe('Checking, joint');
  });

  it('reports every bad row with its number and imports nothing', () => {
    // The e-mail, mailing address and housing payment columns are optional: a file without them imports as before.
    const header = readFileSync(EXAMPLE, 'utf8').split('\n')[0].replace(',email,mailing_address', '').replace(',monthly_housing_payment', '');
    const text = [
      header,
      'M-3,Al,Bo,12345,1990-02-30,1234567890,2020-01-01,x,maybe,ok,pass,C-1,checking,Chk,12,1,',
      'M-4,Cy,Do,100003004,1990-01-01,2025550130,2020-01-01,0,false,ok,pass,,checking,Chk,1234,1,',
      'M-5,Ed,Fa,100003005,1990-01-01,2025550131',
    ].join('\n');
    const { members, errors } = membersFromCsv(text);
    expect(members).toEqual([]);
    expect(errors).toEqual(expect.arrayContaining([
      'row 2: ssn must be 9 digits (dashes allowed)',
      'row 2: dob must be a real date YYYY-MM-DD',
      'row 2: phone must be a valid US number (10 digits or +1...)',
      'row 2: monthly_direct_deposits must be a number >= 0',
      'row 2: military_covered must be true or false',
      'row 2: account_last_four must be 4 digits',
      'row 3: account_id is required',
      'row 4: has 6 cells, the header has 17',
    ]));
    expect(membersFromCsv('member_id,colour\n1,red').errors[0]).toMatch(/unknown column\(s\) colour/);
  });

  it('reads the optional account_status and account_ownership columns (default open, individual), and names a wrong value', () => {
    const lines = readFileSync(EXAMPLE, 'utf8').trim().split('\n');
    const header = `${lines[0]},account_status,account_ownership`;
    const ok = membersFromCsv([header, `${lines[1]},,`, `${lines[2]},frozen,`, `${lines[3]},open,signer`].join('\n'));
    expect(ok.errors).toEqual([]);
    expect(ok.members.flatMap((m) => m.accounts.map((a) => [a.account_id, a.status, a.ownership]))).toEqual([
      ['CHK-2001-01', 'open', 'individual'], ['SAV-2001-01', 'frozen', 'individual'], ['CHK-2002-01', 'open', 'signer'],
    ]);
    const bad = membersFromCsv([header, `${lines[1]},dormant,owner`].join('\n'));
    expect(bad.errors).toEqual(['row 2: account_status must be open, frozen, closed or empty (open)', 'row 2: account_ownership must be individual, joint, signer or empty (individual)']);
  });

  it('reads the optional email and mailing_address columns, and names a row whose e-mail is not an address', () => {
    const { members, errors } = membersFromCsv(readFileSync(EXAMPLE, 'utf8'));
    expect(errors).toEqual([]);
    expect(members.map((m) => [m.member_id, m.email, m.mailing_address])).toEqual([
      ['M-2001', 'sofia.martinez@example.com', '48 Bayview Ave, Apt 2, Portland, ME 04103'],
      ['M-2002', null, '7 Pine St, South Portland, ME 04106'],
    ]);
    const [header, first] = readFileSync(EXAMPLE, 'utf8').split('\n');
    const bad = [header, first.replace('sofia.martinez@example.com', 'sofia.martinez@example'), first.replace('M-2001', 'M-2003').replace('100-00-2001', '100-00-2003').replace('CHK-2001-01', 'CHK-2003-01').replace('sofia.martinez@example.com', 'not an address')].join('\n');
    const result = membersFromCsv(bad);
    expect(result.members).toEqual([]);
    expect(result.errors).toEqual([
      'row 2: email must be an e-mail address like name@example.com, or empty (got "sofia.martinez@example")',
      'row 3: email must be an e-mail address like name@example.com, or empty (got "not an address")',
    ]);
  });

  it('reads the optional monthly_housing_payment column (blank: none), and names a row whose value is not a number >= 0', () => {
    const { members, errors } = membersFromCsv(readFileSync(EXAMPLE, 'utf8'));
    expect(errors).toEqual([]);
    expect(members.map((m) => [m.member_id, m.monthly_housing_payment])).toEqual([['M-2001', 1450], ['M-2002', null]]);
    const [header, first] = readFileSync(EXAMPLE, 'utf8').split('\n');
    const withHousing = (value: string, n: string) => first.replace(',3100,1450,', `,3100,${value},`).replace('M-2001', `M-20${n}`).replace('100-00-2001', `100-00-20${n}`).replace('CHK-2001-01', `CHK-20${n}-01`);
    const ok = membersFromCsv([header, withHousing('0', '11'), withHousing('987.65', '12')].join('\n'));
    expect(ok.errors).toEqual([]);
    expect(ok.members.map((m) => m.monthly_housing_payment)).toEqual([0, 987.65]);
    const bad = membersFromCsv([header, withHousing('-5', '13'), withHousing('rent', '14')].join('\n'));
    expect(bad.members).toEqual([]);
    expect(bad.errors).toEqual([
      'row 2: monthly_housing_payment must be a number >= 0, or empty (none)',
      'row 3: monthly_housing_payment must be a number >= 0, or empty (none)',
    ]);
    // A file without the column imports as before: no housing payment.
    const without = membersFromCsv(readFileSync(EXAMPLE, 'utf8').split('\n').map((line) => parseCsv(line).flat()).filter((cells) => cells.length)
      .map((cells) => cells.filter((_, i) => i !== 10).map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n'));
    expect(without.errors).toEqual([]);
    expect(without.members.map((m) => m.monthly_housing_payment)).toEqual([null, null]);
  });

  it('npm run members:import exits 1 on a bad file, naming the rows', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'ml-csv-')), 'bad.csv');
    writeFileSync(bad, 'member_id\nM-1\n');
    const r = spawnSync(process.execPath, [...compiledTool('import-members'), bad], { cwd: ROOT, encoding: 'utf8', timeout: 80_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('nothing imported');
    expect(r.stderr).toContain('missing column(s)');
  }, 90_000);
});

describe.each(dbTargets())('imported members can apply on $name', (target) => {
  let db: Db;
  let t: TestApp;
  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db, { env: { ENCRYPTION_KEY: TEST_KEY } });
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  it('a member imported from CSV signs in with accents matched and gets checking accounts only', async () => {
    for (const m of membersFromCsv(readFileSync(EXAMPLE, 'utf8')).members) await upsertMember(db, t.app.services.secrets, m);
    const view = await new Applicant(injectTransport(t.app)).signIn({
      firstName: 'Sofia', lastName: 'Martinez', ssn: '100002001', phoneNumber: '2025550121', dob: '1991-04-18',
    });
    expect(view).toMatchObject({ step: 'LOAN_AMOUNT', checking_accounts: [{ account_id: 'CHK-2001-01', description: 'Everyday Checking', last_four: '2101' }] });
    const member = await t.app.services.members.getMember('M-2001');
    expect(member?.loans).toEqual([{ product: 'PAL', opened_on: '2023-01-10', closed_on: '2023-07-10', amount: 400, days_past_due: 0 }]);
    // The e-mail and mailing address are read back from the directory, and stored encrypted.
    expect(member).toMatchObject({ email: 'sofia.martinez@example.com', mailing_address: '48 Bayview Ave, Apt 2, Portland, ME 04103' });
    expect((await t.app.services.members.getMember('M-2002'))?.email).toBeNull();
    // The housing payment is read back as dollars; a member without one has none.
    expect(member?.monthly_housing_payment).toBe(1450);
    expect((await t.app.services.members.getMember('M-2002'))?.monthly_housing_payment).toBeNull();
    const { rows } = await db.query<{ email_enc: string; mailing_address_enc: string }>("SELECT email_enc, mailing_address_enc FROM members WHERE member_id = 'M-2001'");
    expect(rows[0].email_enc).toMatch(/^v2\./);
    expect(rows[0].mailing_address_enc).toMatch(/^v2\./);
    expect(JSON.stringify(await db.query('SELECT * FROM members'))).not.toMatch(/sofia\.martinez|Bayview/);
  });
});
