import { PDFDocument } from 'pdf-lib';
import { BuiltinESignProvider, SIGNING_SESSION_TTL_MS, type IdentityCheckResult } from '../../../server/adapters/esign/builtin';
import { InMemoryEnvelopeStore } from '../../../server/adapters/esign/memoryEnvelopeStore';
import { hashSigningToken } from '../../../server/adapters/esign/signingToken';
import { agreementFixture } from './fixtures';
import { extractPdfText } from './pdfText';

function setup(identity: IdentityCheckResult | (() => Promise<IdentityCheckResult>) = 'pass') {
  let now = new Date('2026-11-22T10:00:00.000Z');
  const store = new InMemoryEnvelopeStore();
  const checked: string[] = [];
  const provider = new BuiltinESignProvider({
    store,
    clock: () => now,
    identityCheck: async (applicationId) => {
      checked.push(applicationId);
      return typeof identity === 'function' ? identity() : identity;
    },
    signingUrl: (t) => `https://loans.example.org/esign/${t}`,
  });
  const advance = (ms: number) => { now = new Date(now.getTime() + ms); };
  return { provider, store, checked, advance };
}

async function openEnvelope(provider: BuiltinESignProvider, signatureMethod?: 'click') {
  const agreement = { ...agreementFixture(), ...(signatureMethod ? { signatureMethod } : {}) };
  const env = await provider.createEnvelope({ applicationId: 'app-1', language: 'en', borrower: agreement.borrower, agreement });
  const session = await provider.createSigningSession(env.envelopeId);
  if (!session.ok) throw new Error(session.error_code);
  return { env, token: session.token, session };
}

const submission = { typedName: '  ana  NUÑEZ ', consent: true, ip: '203.0.113.9', userAgent: 'Mozilla/5.0' };

describe('built-in signing ceremony', () => {
  it('a click signature (a launched member): needs the consent, signs as the name on file whatever is typed, and says so in the agreement and its audit page', async () => {
    const { provider, store } = setup();
    const { token, env } = await openEnvelope(provider, 'click');
    const open = await provider.openSigningSession(token);
    expect(open.ok && open.signatureMethod).toBe('click');
    expect(open.ok && open.agreementHtml).toContain('By selecting Agree and sign');
    expect(await provider.completeSigning(token, { ...submission, typedName: '', consent: false })).toEqual({ ok: false, error_code: 'SIGNING_CONSENT_REQUIRED' });
    const done = await provider.completeSigning(token, { ...submission, typedName: '' });
    expect(done.ok && done.status).toBe('signing_complete');
    const rec = await store.get(env.envelopeId);
    expect(rec?.signature).toMatchObject({ name: 'Ana Núñez', method: 'click' });
    const text = (await extractPdfText(rec?.signedPdf as Uint8Array)).join(' ');
    expect(text).toContain('Signature method One press of');
  });

  it('a typed signature is recorded as typed, and a typed envelope still refuses a wrong name', async () => {
    const { provider, store } = setup();
    const { token, env } = await openEnvelope(provider);
    const open = await provider.openSigningSession(token);
    expect(open.ok && open.signatureMethod).toBe('typed');
    expect(await provider.completeSigning(token, { ...submission, typedName: '' })).toEqual({ ok: false, error_code: 'SIGNING_NAME_MISMATCH' });
    await provider.completeSigning(token, submission);
    const rec = await store.get(env.envelopeId);
    expect(rec?.signature?.method).toBeUndefined();
    expect((await extractPdfText(rec?.signedPdf as Uint8Array)).join(' ')).toContain('Signature method Full name typed');
  });

  it('creates an envelope with the hash of the stored agreement HTML', async () => {
    const { provider, store } = setup();
    const { env } = await openEnvelope(provider);
    const rec = await store.get(env.envelopeId);
    expect(rec?.status).toBe('sent');
    expect(env.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(rec?.documentSha256).toBe(env.documentSha256);
  });

  it('issues a 256-bit token stored only as its hash, with a 5-minute expiry', async () => {
    const { provider, store } = setup();
    const { token, session } = await openEnvelope(provider);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.url).toBe(`https://loans.example.org/esign/${token}`);
    expect(session.expiresAt).toBe(new Date(Date.parse('2026-11-22T10:00:00.000Z') + SIGNING_SESSION_TTL_MS).toISOString());
    expect(SIGNING_SESSION_TTL_MS).toBe(300_000);
    expect(await store.getSession(token)).toBeNull();
    expect((await store.getSession(hashSigningToken(token)))?.usedAt).toBeNull();
  });

  it('opens a valid link with the agreement and refuses unknown or malformed ones', async () => {
    const { provider } = setup();
    const { token, env } = await openEnvelope(provider);
    const open = await provider.openSigningSession(token);
    expect(open.ok && open.documentSha256).toBe(env.documentSha256);
    expect(open.ok && open.agreementHtml).toContain('ANNUAL PERCENTAGE RATE');
    expect(await provider.openSigningSession('x'.repeat(43))).toEqual({ ok: false, error_code: 'SIGNING_LINK_INVALID' });
    expect(await provider.openSigningSession('../etc')).toEqual({ ok: false, error_code: 'SIGNING_LINK_INVALID' });
    expect(await provider.openSigningSession(undefined)).toEqual({ ok: false, error_code: 'SIGNING_LINK_INVALID' });
  });

  it('expires the link after 5 minutes (injected clock)', async () => {
    const { provider, advance } = setup();
    const { token } = await openEnvelope(provider);
    advance(SIGNING_SESSION_TTL_MS - 1);
    expect((await provider.openSigningSession(token)).ok).toBe(true);
    advance(1);
    expect(await provider.openSigningSession(token)).toEqual({ ok: false, error_code: 'SIGNING_LINK_EXPIRED' });
    expect(await provider.completeSigning(token, submission)).toEqual({ ok: false, error_code: 'SIGNING_LINK_EXPIRED' });
  });

  it('requires consent and does not use up the link', async () => {
    const { provider, checked } = setup();
    const { token } = await openEnvelope(provider);
    expect(await provider.completeSigning(token, { ...submission, consent: false })).toEqual({ ok: false, error_code: 'SIGNING_CONSENT_REQUIRED' });
    expect(checked).toEqual([]);
    expect((await provider.completeSigning(token, submission)).ok).toBe(true);
  });

  it('rejects a name that is not the borrower’s', async () => {
    const { provider, checked } = setup();
    const { token } = await openEnvelope(provider);
    for (const typedName of ['Ana', 'Ana Nunez Smith', 'Someone Else', '']) {
      expect(await provider.completeSigning(token, { ...submission, typedName })).toEqual({ ok: false, error_code: 'SIGNING_NAME_MISMATCH' });
    }
    expect(checked).toEqual([]);
  });

  it('signs once: records the signature, renders the signed PDF, and the token is then used', async () => {
    const { provider, checked, advance } = setup();
    const { token, env } = await openEnvelope(provider);
    advance(30_000);
    const result = await provider.completeSigning(token, submission);
    expect(result).toMatchObject({ ok: true, status: 'signing_complete', envelopeId: env.envelopeId });
    expect(checked).toEqual(['app-1']);
    if (!result.ok || result.status !== 'signing_complete') throw new Error('not signed');
    expect(result.signature).toEqual({
      name: 'ana NUÑEZ', signedAt: '2026-11-22T10:00:30.000Z', ip: '203.0.113.9', userAgent: 'Mozilla/5.0',
      documentSha256: env.documentSha256, consentGivenAt: '2026-11-22T10:00:30.000Z',
    });
    const summary = await provider.getEnvelope(env.envelopeId);
    expect(summary?.status).toBe('completed');
    expect(summary?.events.map((e) => e.type)).toEqual(['envelope_sent', 'signing_link_issued', 'consent_given', 'signing_complete']);
    const pdf = await provider.getSignedDocument(env.envelopeId);
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect((await PDFDocument.load(pdf as Uint8Array)).getPageCount()).toBeGreaterThanOrEqual(2);
    expect((await extractPdfText(pdf as Uint8Array)).join(' ')).toContain(env.documentSha256);
    expect(await provider.completeSigning(token, submission)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect(await provider.openSigningSession(token)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect(checked).toEqual(['app-1']);
  });

  it('lets only one of two concurrent sign calls through', async () => {
    const { provider, checked } = setup();
    const { token } = await openEnvelope(provider);
    const results = await Promise.all([provider.completeSigning(token, submission), provider.completeSigning(token, submission)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error_code: 'SIGNING_LINK_USED' }]);
    expect(checked).toHaveLength(1);
  });

  it('records an identity-check failure and does not sign', async () => {
    const { provider } = setup('fail');
    const { token, env } = await openEnvelope(provider);
    expect(await provider.completeSigning(token, submission)).toEqual({ ok: true, status: 'id_check_failed', envelopeId: env.envelopeId });
    const summary = await provider.getEnvelope(env.envelopeId);
    expect(summary?.status).toBe('id_check_failed');
    expect(summary?.signature).toBeNull();
    expect(summary?.events.map((e) => e.type)).toContain('id_check_failed');
    expect(await provider.getSignedDocument(env.envelopeId)).toBeNull();
    expect(await provider.completeSigning(token, submission)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect(await provider.createSigningSession(env.envelopeId)).toEqual({ ok: false, error_code: 'ENVELOPE_CLOSED' });
  });

  it('keeps the envelope open when the identity check throws', async () => {
    const { provider } = setup(async () => { throw new Error('directory down'); });
    const { token, env } = await openEnvelope(provider);
    await expect(provider.completeSigning(token, submission)).rejects.toThrow('directory down');
    const summary = await provider.getEnvelope(env.envelopeId);
    expect(summary?.status).toBe('sent');
    expect(summary?.events.map((e) => e.type).slice(-2)).toEqual(['consent_given', 'identity_check_error']);
    expect((await provider.createSigningSession(env.envelopeId)).ok).toBe(true);
  });

  it('does not sign an envelope voided while the identity check ran', async () => {
    let envelopeId = '';
    const holder: { provider?: BuiltinESignProvider } = {};
    const { provider } = setup(async () => { await holder.provider!.voidEnvelope(envelopeId, 'application canceled'); return 'pass'; });
    holder.provider = provider;
    const { token, env } = await openEnvelope(provider);
    envelopeId = env.envelopeId;
    expect(await provider.completeSigning(token, submission)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    const summary = await provider.getEnvelope(env.envelopeId);
    expect(summary?.status).toBe('voided');
    expect(summary?.signature).toBeNull();
  });

  it('declines: closes the envelope and uses up the link', async () => {
    const { provider, checked } = setup();
    const { token, env } = await openEnvelope(provider);
    expect(await provider.declineSigning(token)).toEqual({ ok: true, status: 'decline', envelopeId: env.envelopeId });
    expect((await provider.getEnvelope(env.envelopeId))?.status).toBe('declined');
    expect(await provider.declineSigning(token)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect(await provider.completeSigning(token, submission)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect(checked).toEqual([]);
  });

  it('a new link voids the earlier ones; links are refused once the envelope is signed; voids only open envelopes', async () => {
    const { provider } = setup();
    const { token, env } = await openEnvelope(provider);
    const second = await provider.createSigningSession(env.envelopeId);
    if (!second.ok) throw new Error(second.error_code);
    expect(await provider.openSigningSession(token)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect(await provider.completeSigning(token, submission)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect(await provider.declineSigning(token)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    expect((await provider.completeSigning(second.token, submission)).ok).toBe(true);
    expect(await provider.openSigningSession(second.token)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
    await provider.voidEnvelope(env.envelopeId, 'test');
    expect((await provider.getEnvelope(env.envelopeId))?.status).toBe('completed');
    const other = await openEnvelope(provider);
    await provider.voidEnvelope(other.env.envelopeId, 'application canceled');
    expect((await provider.getEnvelope(other.env.envelopeId))?.status).toBe('voided');
    expect(await provider.openSigningSession(other.token)).toEqual({ ok: false, error_code: 'SIGNING_LINK_USED' });
  });

  it('gives a recipient view URL through the port', async () => {
    const { provider } = setup();
    const agreement = agreementFixture();
    const env = await provider.createEnvelope({ applicationId: 'app-2', language: 'es', borrower: agreement.borrower, agreement });
    const view = await provider.createRecipientView({ envelopeId: env.envelopeId, returnUrl: 'https://loans.example.org/done' });
    expect(view.url).toMatch(/^https:\/\/loans\.example\.org\/esign\/[A-Za-z0-9_-]{43}$/);
    const open = await provider.openSigningSession(view.url.split('/').pop());
    expect(open.ok && open.language).toBe('es');
    expect(open.ok && open.agreementHtml).toContain('TASA DE PORCENTAJE ANUAL');
    await expect(provider.createRecipientView({ envelopeId: 'nope', returnUrl: 'x' })).rejects.toThrow('ENVELOPE_NOT_FOUND');
  });
});
