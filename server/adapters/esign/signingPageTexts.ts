import type { Language } from './types';

/** Texts of the signing page, in one language. */
export interface SigningPageTexts {
  pageTitle: string;
  heading: string;
  intro: string;
  consentLabel: string;
  nameLabel: string;
  nameHint: (fullName: string) => string;
  signButton: string;
  /** A click signature (SigningPageInput.signatureMethod 'click'): the intro, the consent the press states, the button. */
  clickIntro: string;
  clickConsent: (fullName: string) => string;
  clickSignButton: string;
  declineButton: string;
  working: string;
  signed: string;
  declined: string;
  errors: {
    consentRequired: string;
    nameMismatch: string;
    linkExpired: string;
    linkUsed: string;
    idCheckFailed: string;
    generic: string;
  };
}

/** Texts of the page shown for a signing link that cannot be used. */
export interface SigningErrorPageTexts {
  pageTitle: string;
  heading: Record<'expired' | 'used' | 'invalid', string>;
  body: Record<'expired' | 'used' | 'invalid', string>;
}

/** Signing page texts in English and Spanish. */
export const signingPageTexts: Record<Language, SigningPageTexts> = {
  en: {
    pageTitle: 'Sign your loan agreement',
    heading: 'Review and sign your loan agreement',
    intro: 'Read the agreement and its disclosures below. To sign, agree to receive them electronically and type your full name.',
    consentLabel: 'I have read the consent to electronic records and signatures (E-SIGN) and I agree to receive and sign these documents electronically.',
    nameLabel: 'Type your full name',
    nameHint: (n) => `Type it as it appears on the agreement: ${n}`,
    signButton: 'Sign',
    clickIntro: 'Read the agreement and its disclosures below. You sign with the name your credit union has on file.',
    clickConsent: (n) => `By selecting Agree and sign, I agree to receive and sign these documents electronically (the E-SIGN consent above), and I sign this agreement as ${n}.`,
    clickSignButton: 'Agree and sign',
    declineButton: 'Decline',
    working: 'Please wait…',
    signed: 'Thank you. Your agreement is signed.',
    declined: 'You declined to sign the agreement.',
    errors: {
      consentRequired: 'Check the box to agree to electronic records and signatures.',
      nameMismatch: 'The name you typed does not match the name on the agreement.',
      linkExpired: 'This signing link has expired. Go back and start signing again.',
      linkUsed: 'This signing link was already used.',
      idCheckFailed: 'We could not confirm your identity.',
      generic: 'Something went wrong. Please try again.',
    },
  },
  es: {
    pageTitle: 'Firme su contrato de préstamo',
    heading: 'Revise y firme su contrato de préstamo',
    intro: 'Lea el contrato y sus divulgaciones a continuación. Para firmar, acepte recibirlos electrónicamente y escriba su nombre completo.',
    consentLabel: 'Leí el consentimiento para registros y firmas electrónicas (E-SIGN) y acepto recibir y firmar estos documentos electrónicamente.',
    nameLabel: 'Escriba su nombre completo',
    nameHint: (n) => `Escríbalo como aparece en el contrato: ${n}`,
    signButton: 'Firmar',
    clickIntro: 'Lea el contrato y sus divulgaciones a continuación. Usted firma con el nombre que su cooperativa de crédito tiene registrado.',
    clickConsent: (n) => `Al seleccionar Aceptar y firmar, acepto recibir y firmar estos documentos electrónicamente (el consentimiento E-SIGN anterior) y firmo este contrato como ${n}.`,
    clickSignButton: 'Aceptar y firmar',
    declineButton: 'Rechazar',
    working: 'Espere, por favor…',
    signed: 'Gracias. Su contrato está firmado.',
    declined: 'Usted rechazó firmar el contrato.',
    errors: {
      consentRequired: 'Marque la casilla para aceptar los registros y firmas electrónicas.',
      nameMismatch: 'El nombre que escribió no coincide con el nombre del contrato.',
      linkExpired: 'Este enlace para firmar venció. Regrese y vuelva a empezar la firma.',
      linkUsed: 'Este enlace para firmar ya se usó.',
      idCheckFailed: 'No pudimos confirmar su identidad.',
      generic: 'Algo salió mal. Inténtelo de nuevo.',
    },
  },
};

/** Error page texts in English and Spanish. */
export const signingErrorPageTexts: Record<Language, SigningErrorPageTexts> = {
  en: {
    pageTitle: 'Signing link unavailable',
    heading: { expired: 'This signing link has expired', used: 'This signing link was already used', invalid: 'This signing link is not valid' },
    body: {
      expired: 'Signing links work for 5 minutes. Go back to your application and select Sign again to get a new link.',
      used: 'Each signing link works only once. Go back to your application to see its status.',
      invalid: 'Check that you opened the whole link, or go back to your application and select Sign again.',
    },
  },
  es: {
    pageTitle: 'Enlace para firmar no disponible',
    heading: { expired: 'Este enlace para firmar venció', used: 'Este enlace para firmar ya se usó', invalid: 'Este enlace para firmar no es válido' },
    body: {
      expired: 'Los enlaces para firmar funcionan durante 5 minutos. Regrese a su solicitud y seleccione Firmar otra vez para obtener un enlace nuevo.',
      used: 'Cada enlace para firmar funciona una sola vez. Regrese a su solicitud para ver su estado.',
      invalid: 'Verifique que abrió el enlace completo, o regrese a su solicitud y seleccione Firmar otra vez.',
    },
  },
};
