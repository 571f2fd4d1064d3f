import type { NoticeLanguage } from './types';

/** The NCUA address every adverse action notice of a federal credit union names. */
export const NCUA_CONSUMER_PROTECTION_ADDRESS = 'National Credit Union Administration, Office of Consumer Financial Protection, 1775 Duke Street, Alexandria, VA 22314';

/** Every sentence of the notices, in one language. */
export interface NoticeTexts {
  greeting: (name: string) => string;
  closing: (institution: string) => string;
  questions: (phone: string) => string;
  /** The application's short reference, to quote when calling or writing. */
  reference: (reference: string) => string;
  adverse: {
    subject: (institution: string) => string;
    intro: (institution: string) => string;
    actionTaken: string;
    reasonsHeading: string;
    rightToStatement: (institution: string, address: string) => string;
    ecoa: string;
    sms: (institution: string, firstName: string) => string;
  };
  manualApproved: {
    subject: (institution: string) => string;
    body: (institution: string) => string;
    next: (url: string) => string;
    sms: (institution: string, firstName: string) => string;
  };
  funded: {
    subject: (institution: string) => string;
    body: (amount: string, account: string) => string;
    firstPayment: (amount: string, date: string) => string;
    sms: (institution: string, firstName: string, amount: string) => string;
  };
  account: (description: string, lastFour: string) => string;
}

const en: NoticeTexts = {
  greeting: (n) => `Dear ${n}:`,
  closing: (i) => `Sincerely,\n${i}`,
  questions: (p) => `If you have questions, call us at ${p}.`,
  reference: (r) => `Your application reference is ${r}. Please give it when you call or write to us.`,
  adverse: {
    subject: (i) => `Your loan application with ${i}`,
    intro: (i) => `Thank you for applying for a payday alternative loan with ${i}. We have carefully reviewed your application, and we are sorry that we cannot approve it at this time.`,
    actionTaken: 'Action taken: credit denied.',
    reasonsHeading: 'Principal reason(s) for our decision:',
    rightToStatement: (i, a) =>
      `If you would like a statement of the specific reasons for our decision, you have the right to ask for it within 60 days of the date of this notice. Write to ${i}, ${a}. We will give you the statement within 30 days of receiving your request.`,
    ecoa: `NOTICE: The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is the ${NCUA_CONSUMER_PROTECTION_ADDRESS}.`,
    sms: (i, f) => `${i}: ${f}, we could not approve your loan application. We sent you a notice with the reasons.`,
  },
  manualApproved: {
    subject: (i) => `Your loan application with ${i} was approved`,
    body: (i) => `Good news: ${i} reviewed your payday alternative loan application and approved it. Your loan offer is ready for you to review and sign.`,
    next: (u) => `To review your offer and sign your agreement, go to ${u}.`,
    sms: (i, f) => `${i}: ${f}, your loan application was approved. Return to your application to review and sign your offer.`,
  },
  funded: {
    subject: (i) => `Your loan from ${i} has been deposited`,
    body: (amount, acct) => `We deposited your loan of ${amount} to your ${acct}. It may take a few minutes to show in your balance.`,
    firstPayment: (amount, date) => `Your first payment of ${amount} is due on ${date}.`,
    sms: (i, f, amount) => `${i}: ${f}, your loan of ${amount} was deposited. It may take a few minutes to show.`,
  },
  account: (d, l) => `${d} ending in ${l}`,
};

const es: NoticeTexts = {
  greeting: (n) => `Estimado(a) ${n}:`,
  closing: (i) => `Atentamente,\n${i}`,
  questions: (p) => `Si tiene preguntas, llámenos al ${p}.`,
  reference: (r) => `La referencia de su solicitud es ${r}. Indíquela cuando nos llame o nos escriba.`,
  adverse: {
    subject: (i) => `Su solicitud de préstamo con ${i}`,
    intro: (i) => `Gracias por solicitar un préstamo alternativo al préstamo de día de pago con ${i}. Revisamos cuidadosamente su solicitud y lamentamos no poder aprobarla en este momento.`,
    actionTaken: 'Medida tomada: crédito denegado.',
    reasonsHeading: 'Razón o razones principales de nuestra decisión:',
    rightToStatement: (i, a) =>
      `Si desea una declaración de las razones específicas de nuestra decisión, tiene derecho a pedirla dentro de los 60 días siguientes a la fecha de este aviso. Escriba a ${i}, ${a}. Le daremos la declaración dentro de los 30 días siguientes a la recepción de su pedido.`,
    ecoa: `AVISO: La Ley Federal de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act) prohíbe a los acreedores discriminar a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado civil o edad (siempre que el solicitante tenga la capacidad de celebrar un contrato vinculante); porque todos o parte de los ingresos del solicitante provienen de un programa de asistencia pública; o porque el solicitante haya ejercido de buena fe algún derecho conforme a la Ley de Protección del Crédito al Consumidor (Consumer Credit Protection Act). La agencia federal que administra el cumplimiento de esta ley en relación con este acreedor es la Administración Nacional de Cooperativas de Crédito (National Credit Union Administration), Oficina de Protección Financiera del Consumidor (Office of Consumer Financial Protection), 1775 Duke Street, Alexandria, VA 22314.`,
    sms: (i, f) => `${i}: ${f}, no pudimos aprobar su solicitud de préstamo. Le enviamos un aviso con las razones.`,
  },
  manualApproved: {
    subject: (i) => `Su solicitud de préstamo con ${i} fue aprobada`,
    body: (i) => `Buenas noticias: ${i} revisó su solicitud de préstamo alternativo al préstamo de día de pago y la aprobó. Su oferta de préstamo está lista para que la revise y la firme.`,
    next: (u) => `Para revisar su oferta y firmar su contrato, visite ${u}.`,
    sms: (i, f) => `${i}: ${f}, su solicitud de préstamo fue aprobada. Regrese a su solicitud para revisar y firmar su oferta.`,
  },
  funded: {
    subject: (i) => `Depositamos su préstamo de ${i}`,
    body: (amount, acct) => `Depositamos su préstamo de ${amount} en su ${acct}. Puede tardar unos minutos en aparecer en su saldo.`,
    firstPayment: (amount, date) => `Su primer pago de ${amount} vence el ${date}.`,
    sms: (i, f, amount) => `${i}: ${f}, depositamos su préstamo de ${amount}. Puede tardar unos minutos en aparecer.`,
  },
  account: (d, l) => `${d} que termina en ${l}`,
};

/** Notice texts in English and Spanish. */
export const noticeTexts: Record<NoticeLanguage, NoticeTexts> = { en, es };
