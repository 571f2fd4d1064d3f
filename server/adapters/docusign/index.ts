/** The DocuSign e-signature adapter (ESIGN_PROVIDER=docusign): its composition and parts. */
import type { DocuSignConfig } from '../../config/docusignEnv';
import type { Queryable } from '../../db/db';
import type { Clock, EmbeddedSigning, MemberDirectory } from '../../domain/ports';
import { applicationsRepo } from '../../repos/applications';
import { resolveDocuSignAccount, type ResolvedAccount } from './accountResolution';
import { docuSignEmbeddedSigning } from './embeddedSigning';
import { JwtTokenSource } from './jwtGrant';
import { DocuSignESign } from './provider';
import { DocuSignRest } from './restClient';

export { DocuSignESign, mapEnvelopeStatus, RECIPIENT_VIEW_TTL_MS } from './provider';
export { RETURN_PATH, isReturnToken } from './embeddedSigning';
export { connectSignature, verifyConnectSignature, messageDigest, statusOfConnectEvent, type ConnectMessage } from './connect';
export { returnOutcome, DOCUSIGN_RETURN_EVENTS, type ReturnOutcome, type ReturnPageKind } from './returnEvents';
export { renderReturnPage, RETURN_PAGE_TEXTS } from './returnPage';
export { docuSignStore } from './store';
export { ANCHORS } from './envelopeDefinition';
export { jwtAssertion, JWT_SCOPE } from './jwtGrant';
export { resolveDocuSignAccount, type ResolvedAccount } from './accountResolution';

/** What the DocuSign composition needs from the app. */
export interface DocuSignDeps {
  db: Queryable;
  clock: Clock;
  members: MemberDirectory;
  /** HTTP client (default: the global fetch). */
  fetch?: typeof fetch;
  /** NODE_ENV=production: the account's base URI must be https. */
  production: boolean;
}

/** The DocuSign adapter, composed. */
export interface DocuSign {
  /** The configuration, with the account as resolved at start: `accountId` the GUID, `basePath` the account's. */
  config: DocuSignConfig & { basePath: string };
  /** The account resolved at start from /oauth/userinfo. */
  account: ResolvedAccount;
  esign: DocuSignESign;
  embeddedSigning: EmbeddedSigning;
  /** Origins the signing frame shows (the CSP's frame-src): the REST base path's host, where recipient views live. */
  frameOrigins: string[];
}

/**
 * The signer's e-mail for DocuSign (required on every recipient): the member's e-mail when the
 * directory has one, else a stand-in address on our host (embedded signers get no e-mail from DocuSign).
 */
function signerEmailOf(db: Queryable, members: MemberDirectory, publicBaseUrl: string | undefined) {
  return async (applicationId: string): Promise<string> => {
    const app = await applicationsRepo.get(db, applicationId);
    const member = app?.member_id ? await members.getMember(app.member_id) : null;
    const email = member && 'email' in member ? member.email : undefined;
    if (typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return email;
    const host = publicBaseUrl ? new URL(publicBaseUrl).hostname : 'example.invalid';
    return `applicant-${applicationId}@${host}`;
  };
}

/**
 * Composes the DocuSign adapter: JWT grant, the account resolved from /oauth/userinfo (its GUID
 * and base path; start-up stops with an EnvError when DOCUSIGN_ACCOUNT_ID is not the user's),
 * REST client, provider and embedded signing.
 */
export async function createDocuSign(given: DocuSignConfig, deps: DocuSignDeps): Promise<DocuSign> {
  const fetchFn = deps.fetch ?? fetch;
  const tokens = new JwtTokenSource(given, deps.clock, fetchFn);
  const account = await resolveDocuSignAccount({ ...given, production: deps.production }, tokens, fetchFn);
  const config = { ...given, accountId: account.accountId, basePath: account.basePath };
  const rest = new DocuSignRest(config.basePath, config.accountId, tokens, fetchFn);
  const esign = new DocuSignESign({ db: deps.db, clock: deps.clock, rest, signerEmail: signerEmailOf(deps.db, deps.members, config.publicBaseUrl) });
  return {
    config,
    account,
    esign,
    embeddedSigning: docuSignEmbeddedSigning(deps.db, esign, config.publicBaseUrl),
    frameOrigins: [new URL(config.basePath).origin],
  };
}
