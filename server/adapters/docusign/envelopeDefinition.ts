import type { Language } from '../../domain/agreement';
import type { SignatureAnchors } from '../esign';

/**
 * Anchor strings drawn (in white) in the agreement's signature box; DocuSign places the
 * signature and the signing date on them. DocuSign fails the envelope when one is missing.
 */
export const ANCHORS: SignatureAnchors = { signHere: '/sn1/', dateSigned: '/ds1/' };

/** The one signer of an agreement, embedded: `clientUserId` is the application id. */
export interface EnvelopeSigner {
  name: string;
  email: string;
  clientUserId: string;
}

const SUBJECT: Record<Language, string> = { en: 'Your loan agreement', es: 'Su contrato de préstamo' };
const DOCUMENT_NAME: Record<Language, string> = { en: 'Loan agreement', es: 'Contrato de préstamo' };

const anchorTab = (anchorString: string, yOffset: string) => ({
  anchorString, anchorUnits: 'pixels', anchorXOffset: '0', anchorYOffset: yOffset, anchorIgnoreIfNotPresent: 'false', anchorCaseSensitive: 'true',
});

/**
 * The envelope definition of POST /envelopes: the agreement PDF as document 1, one embedded
 * signer with a signHere and a dateSigned anchor tab, the application id as a hidden custom
 * field, status "sent" (ready to sign at once).
 */
export function envelopeDefinition(input: { pdf: Uint8Array; language: Language; signer: EnvelopeSigner; applicationId: string }) {
  const { signer, language } = input;
  return {
    emailSubject: SUBJECT[language],
    documents: [{ documentBase64: Buffer.from(input.pdf).toString('base64'), name: DOCUMENT_NAME[language], fileExtension: 'pdf', documentId: '1' }],
    recipients: {
      signers: [{
        email: signer.email, name: signer.name, recipientId: '1', routingOrder: '1', clientUserId: signer.clientUserId,
        emailNotification: { supportedLanguage: language, emailSubject: SUBJECT[language], emailBody: '' },
        tabs: { signHereTabs: [anchorTab(ANCHORS.signHere, '-6')], dateSignedTabs: [anchorTab(ANCHORS.dateSigned, '0')] },
      }],
    },
    customFields: { textCustomFields: [{ name: 'applicationId', value: input.applicationId, show: 'false', required: 'false' }] },
    status: 'sent',
  };
}

/** The body of POST envelopes/{id}/views/recipient for the embedded signer. */
export function recipientViewRequest(signer: EnvelopeSigner, returnUrl: string) {
  return { returnUrl, authenticationMethod: 'none', clientUserId: signer.clientUserId, userName: signer.name, email: signer.email, recipientId: '1' };
}
