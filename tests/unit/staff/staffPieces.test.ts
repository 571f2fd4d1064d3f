import { parseEnv } from '../../../server/config/env';
import { csvCell, csvLines } from '../../../server/staff/audit/csv';
import { lastFourMasked, maskDetail } from '../../../server/staff/audit/mask';
import { mapRoles } from '../../../server/staff/auth/oidcClient';
import { totpCode, totpStep } from '../../../server/staff/auth/totp';
import { dayRange } from '../../../server/staff/dateRange';
import { safeReturnTo } from '../../../server/staff/routes/oidcRoutes';

const KEY = Buffer.alloc(32, 3).toString('base64');
const OIDC = { STAFF_OIDC_ISSUER: 'https://login.example.org/tenant/v2.0', STAFF_OIDC_CLIENT_ID: 'console', STAFF_OIDC_CLIENT_SECRET: 'a-secret-of-enough-length', PUBLIC_BASE_URL: 'https://loans.example.org' };
const problems = (raw: Record<string, string>) => {
  try {
    parseEnv({ ENCRYPTION_KEY: KEY, ...raw });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('CSV cells for examiners', () => {
  it('prefixes cells that a spreadsheet would run as a formula, and quotes what needs quoting', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvLines(['a', 'b'], [[1, '=x']])).toBe("a,b\r\n1,'=x\r\n");
  });
});

describe('masking personal data in audit details', () => {
  it('keeps the last four of SSNs and phones, hides dates of birth, and masks SSN-looking digits anywhere', () => {
    expect(maskDetail({ ssn: '123-45-6789', applicant: { dob: '1980-01-31', phoneNumber: '2025550101', name: 'Ann' }, note: 'called about 123456789', reasons: ['DELINQUENT'] }))
      .toEqual({ ssn: '•••6789', applicant: { dob: '[hidden]', phoneNumber: '•••0101', name: 'Ann' }, note: 'called about •••6789', reasons: ['DELINQUENT'] });
    expect(maskDetail({ amount: 500, date_of_birth: { y: 1980 } })).toEqual({ amount: 500, date_of_birth: '[hidden]' });
    expect(lastFourMasked('12')).toBe('•••');
  });
});

describe('TOTP (RFC 6238)', () => {
  it('accepts the codes of the current step and one step either side, and says which step', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const at = new Date('2026-01-01T00:00:15Z');
    const step = Math.floor(at.getTime() / 30_000);
    expect(totpStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(totpStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, new Date(at.getTime() + 60_000)), at)).toBeNull();
    expect(totpStep(secret, '12345', at)).toBeNull();
    // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 (8 digits) -> the 6-digit code is its last six.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });
});

describe('staff roles from the identity provider', () => {
  it('keeps our role names, or maps the provider\'s with STAFF_OIDC_ROLE_MAP; unknown names count for nothing', () => {
    const plain = parseEnv({ ENCRYPTION_KEY: KEY, ...OIDC }).staff.oidc!;
    expect(mapRoles(plain, ['auditor', 'reviewer', 'everyone'])).toEqual(['reviewer', 'auditor']);
    expect(mapRoles(plain, 'supervisor, admin')).toEqual(['supervisor', 'admin']);
    expect(mapRoles(plain, 42)).toEqual([]);
    const mapped = parseEnv({ ENCRYPTION_KEY: KEY, ...OIDC, STAFF_OIDC_ROLE_MAP: 'Loan Reviewers=reviewer, CU-Audit=auditor' }).staff.oidc!;
    expect(mapRoles(mapped, ['CU-Audit', 'reviewer'])).toEqual(['auditor']);
    expect(mapped.redirectUri).toBe('https://loans.example.org/api/staff/oidc/callback');
  });
});

describe('the staff variables', () => {
  it('has defaults, and refuses incomplete or unsafe single sign-on naming each variable', () => {
    expect(parseEnv({ ENCRYPTION_KEY: KEY }).staff).toEqual({ sessionIdleSeconds: 900, sessionMaxAgeSeconds: 28_800, oidc: null });
    expect(problems({ STAFF_OIDC_ISSUER: OIDC.STAFF_OIDC_ISSUER })).toMatch(/STAFF_OIDC_CLIENT_ID is required[\s\S]*STAFF_OIDC_CLIENT_SECRET is required[\s\S]*PUBLIC_BASE_URL is required/);
    expect(problems({ ...OIDC, STAFF_OIDC_ISSUER: 'http://idp.example.org' })).toMatch(/STAFF_OIDC_ISSUER must be https/);
    expect(problems({ ...OIDC, STAFF_OIDC_ISSUER: 'http://127.0.0.1:9999' })).toBe('');
    expect(parseEnv({ ENCRYPTION_KEY: KEY, ...OIDC, STAFF_OIDC_ISSUER: 'http://127.0.0.1:9999' }).staff.oidc!.allowInsecureRequests).toBe(true);
    expect(parseEnv({ ENCRYPTION_KEY: KEY, ...OIDC }).staff.oidc!.allowInsecureRequests).toBe(false);
    expect(problems({ NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', HOST: '0.0.0.0', ...OIDC, STAFF_OIDC_ISSUER: 'http://127.0.0.1:9999', PUBLIC_BASE_URL: 'http://loans.example.org' }))
      .toMatch(/STAFF_OIDC_ISSUER must be https[\s\S]*PUBLIC_BASE_URL must be https when NODE_ENV=production/);
    expect(problems({ STAFF_OIDC_ROLE_MAP: 'A=reviewer' })).toMatch(/STAFF_OIDC_ROLE_MAP is set but STAFF_OIDC_ISSUER is not/);
    expect(problems({ ...OIDC, STAFF_OIDC_ROLE_MAP: 'A=boss' })).toMatch(/STAFF_OIDC_ROLE_MAP: "A=boss" must be IdPRoleName=role/);
    expect(problems({ STAFF_SESSION_IDLE_SECONDS: '3600', STAFF_SESSION_MAX_AGE_SECONDS: '1800' })).toMatch(/STAFF_SESSION_MAX_AGE_SECONDS must not be shorter/);
    expect(problems({ STAFF_SESSION_IDLE_SECONDS: '5' })).toMatch(/STAFF_SESSION_IDLE_SECONDS must be an integer from 60 to 86400/);
  });
});

describe('little guards', () => {
  it('return_to stays inside the console; date ranges are real days, in order, at most 366 days', () => {
    expect(safeReturnTo('/staff/reviews/abc?x=1')).toBe('/staff/reviews/abc?x=1');
    for (const bad of ['https://evil.test', '//evil.test', '/staff//evil.test', '/api/staff/session', '/staffx', 'javascript:alert(1)', 42]) expect(safeReturnTo(bad)).toBe('/staff/');
    expect(dayRange('2026-01-01', '2026-01-31')).toEqual({ from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') });
    expect(() => dayRange('2026-02-30', '2026-03-01')).toThrow();
    expect(() => dayRange('2026-03-01', '2026-02-01')).toThrow();
    expect(() => dayRange('2025-01-01', '2026-01-02')).toThrow();
    expect(dayRange('2024-01-01', '2024-12-31').to).toEqual(new Date('2025-01-01T00:00:00Z'));
  });
});
