import type { EnvelopeRecord, EnvelopeStore, SigningSessionRecord } from './envelopeStore';

/** An `EnvelopeStore` in memory, for tests and local experiments. Returns copies. */
export class InMemoryEnvelopeStore implements EnvelopeStore {
  private readonly envelopes = new Map<string, EnvelopeRecord>();
  private readonly sessions = new Map<string, SigningSessionRecord>();

  async get(envelopeId: string): Promise<EnvelopeRecord | null> {
    const r = this.envelopes.get(envelopeId);
    return r ? structuredClone(r) : null;
  }

  async put(record: EnvelopeRecord): Promise<void> {
    this.envelopes.set(record.envelopeId, structuredClone(record));
  }

  async getSession(tokenHash: string): Promise<SigningSessionRecord | null> {
    const s = this.sessions.get(tokenHash);
    return s ? { ...s } : null;
  }

  async putSession(session: SigningSessionRecord): Promise<void> {
    this.sessions.set(session.tokenHash, { ...session });
  }

  async voidOpenSessions(envelopeId: string, at: string): Promise<void> {
    for (const s of this.sessions.values()) if (s.envelopeId === envelopeId && s.usedAt === null) s.usedAt = at;
  }

  async claimSession(tokenHash: string, usedAt: string): Promise<boolean> {
    const s = this.sessions.get(tokenHash);
    if (!s || s.usedAt !== null) return false;
    s.usedAt = usedAt;
    return true;
  }
}
