import type { Language } from './types';

/** Every sentence of the loan agreement and its signed-copy audit page, in one language. */
export interface AgreementTexts {
  title: string;
  partiesHeading: string;
  creditor: string;
  borrower: string;
  agreementDate: string;
  reference: string;
  intro: (creditor: string) => string;
  federalBoxHeading: string;
  apr: { label: string; description: string };
  financeCharge: { label: string; description: string };
  amountFinanced: { label: string; description: string };
  totalOfPayments: { label: string; description: string };
  scheduleHeading: string;
  scheduleColumns: [string, string, string];
  monthlyBeginning: (date: string) => string;
  onDate: (date: string) => string;
  lateChargeHeading: string;
  lateCharge: (amount: string, days: number) => string;
  noLateCharge: string;
  prepaymentHeading: string;
  prepayment: string;
  securityHeading: string;
  security: string;
  contractReference: string;
  itemizationHeading: string;
  itemDirect: (account: string) => string;
  itemOnAccount: string;
  itemToOthers: string;
  itemPrepaidFinanceCharge: string;
  itemAmountFinanced: string;
  applicationFee: (fee: string) => string;
  promiseHeading: string;
  promise: (creditor: string, rate: string, total: string, count: number) => string;
  palHeading: string;
  pal: string;
  autopayHeading: string;
  autopayEnabled: (creditor: string, account: string, discount: string, phone: string) => string;
  autopayDisabled: string;
  accountLabel: (description: string, lastFour: string) => string;
  esignHeading: string;
  esignScope: (creditor: string) => string;
  esignPaper: (phone: string, address: string) => string;
  esignWithdraw: (phone: string, address: string) => string;
  esignHardware: string;
  esignContact: (phone: string, address: string) => string;
  signatureHeading: string;
  signatureIntro: string;
  /** The signature paragraph of an agreement signed by a press (signatureMethod 'click'). */
  signatureIntroClick: string;
  signedBy: string;
  signedAt: string;
  audit: {
    title: string;
    envelopeId: string;
    documentSha256: string;
    signer: string;
    signedAt: string;
    ip: string;
    userAgent: string;
    consentGivenAt: string;
    method: string;
    methodTyped: string;
    methodClick: string;
    events: string;
    page: (n: number, of: number) => string;
  };
}

const en: AgreementTexts = {
  title: 'Loan Agreement and Truth in Lending Disclosures',
  partiesHeading: 'Parties',
  creditor: 'Creditor (lender)',
  borrower: 'Borrower',
  agreementDate: 'Date of agreement',
  reference: 'Application reference',
  intro: (c) => `In this agreement, "you" and "your" mean the borrower, and "we", "us" and "our" mean ${c}.`,
  federalBoxHeading: 'Federal Truth in Lending Disclosures',
  apr: { label: 'ANNUAL PERCENTAGE RATE', description: 'The cost of your credit as a yearly rate.' },
  financeCharge: { label: 'FINANCE CHARGE', description: 'The dollar amount the credit will cost you.' },
  amountFinanced: { label: 'Amount Financed', description: 'The amount of credit provided to you or on your behalf.' },
  totalOfPayments: {
    label: 'Total of Payments',
    description: 'The amount you will have paid after you have made all payments as scheduled.',
  },
  scheduleHeading: 'Your payment schedule will be',
  scheduleColumns: ['Number of payments', 'Amount of payments', 'When payments are due'],
  monthlyBeginning: (d) => `Monthly beginning ${d}`,
  onDate: (d) => `On ${d}`,
  lateChargeHeading: 'Late charge',
  lateCharge: (a, days) => `If a payment is more than ${days} days late, you will be charged ${a}.`,
  noLateCharge: 'You will not be charged a late charge.',
  prepaymentHeading: 'Prepayment',
  prepayment: 'If you pay off early, you will not have to pay a penalty.',
  securityHeading: 'Security',
  security: 'You are not giving us a security interest in any property for this loan. Security interest: none.',
  contractReference:
    'See the rest of this agreement for any additional information about nonpayment, default, any required repayment in full before the scheduled date, and prepayment refunds and penalties.',
  itemizationHeading: 'Itemization of the Amount Financed',
  itemDirect: (acct) => `Amount given to you directly (deposited to ${acct})`,
  itemOnAccount: 'Amount paid on your account with us',
  itemToOthers: 'Amount paid to others on your behalf',
  itemPrepaidFinanceCharge: 'Prepaid finance charge',
  itemAmountFinanced: 'Amount Financed',
  applicationFee: (fee) =>
    `Application fee: ${fee}. It is a prepaid finance charge: it is deducted from the loan proceeds and is included in the finance charge and the annual percentage rate above.`,
  promiseHeading: 'Your promise to pay',
  promise: (c, rate, total, count) =>
    `You promise to pay ${c} the amount financed plus interest at the yearly rate of ${rate}, a total of ${total}, in ${count} payments as shown in the payment schedule. Interest is charged only on the unpaid principal for the days it is outstanding. This loan cannot be rolled over or renewed.`,
  palHeading: 'Payday alternative loan',
  pal:
    'This is a payday alternative loan made under the rules of the National Credit Union Administration (12 CFR 701.21(c)(7)(iii)). It is fully repaid in substantially equal payments, and we report your payments to at least one consumer reporting agency.',
  autopayHeading: 'Automatic payments',
  autopayEnabled: (c, acct, d, phone) =>
    `You authorize ${c} to withdraw each scheduled payment from ${acct} on its due date. Because you chose automatic payments, the annual percentage rate above already includes a discount of ${d} percentage points. You can stop automatic payments at any time by calling us at ${phone} at least 3 business days before a payment is due. Stopping them does not change the rate or the payments of this loan, but you must then make each payment by another means by its due date.`,
  autopayDisabled:
    'You did not choose automatic payments. You must make each payment by its due date at a branch, through online banking, or by transfer to your loan.',
  accountLabel: (desc, last4) => `${desc} ending in ${last4}`,
  esignHeading: 'Consent to electronic records and signatures (E-SIGN Act)',
  esignScope: (c) =>
    `${c} asks for your consent to give you this loan agreement, its Truth in Lending disclosures and the notices about this loan electronically, and to let you sign them electronically. Your electronic signature has the same effect as a signature on paper.`,
  esignPaper: (phone, addr) =>
    `You have the right to receive a paper copy of any of these documents at no charge. To ask for one, call us at ${phone} or write to us at ${addr}.`,
  esignWithdraw: (phone, addr) =>
    `You may withdraw your consent at any time at no charge by calling us at ${phone} or writing to us at ${addr}. If you withdraw it before you sign, you cannot finish this application online; you can still apply at a branch. Withdrawing it later does not affect the validity of documents you already signed electronically; we will send you future notices on paper.`,
  esignHardware:
    'To receive and keep these documents you need: a computer, tablet or phone with internet access; a current version of Chrome, Edge, Firefox or Safari with JavaScript enabled; a program that opens PDF files; and either storage space to save the documents or a printer to print them.',
  esignContact: (phone, addr) =>
    `To update your email address, phone number or mailing address, call us at ${phone}, visit a branch, or write to us at ${addr}.`,
  signatureHeading: 'Signature',
  signatureIntro:
    'By checking the consent box, typing your full name and selecting Sign, you agree to the E-SIGN consent above, confirm that you received and read these disclosures before signing, and sign this agreement electronically.',
  signatureIntroClick:
    'By selecting Agree and sign, you agree to the E-SIGN consent above, confirm that you received and read these disclosures before signing, and sign this agreement electronically with the name we have on file for you.',
  signedBy: 'Signed electronically by',
  signedAt: 'Signed at',
  audit: {
    title: 'Signature audit record',
    envelopeId: 'Envelope ID',
    documentSha256: 'Document SHA-256',
    signer: 'Signer',
    signedAt: 'Signed at',
    ip: 'IP address',
    userAgent: 'User agent',
    consentGivenAt: 'E-SIGN consent given at',
    method: 'Signature method',
    methodTyped: 'Full name typed after checking the E-SIGN consent box',
    methodClick: 'One press of "Agree and sign", which states the E-SIGN consent, with the name on file (signed in through online banking)',
    events: 'Events',
    page: (n, of) => `Page ${n} of ${of}`,
  },
};

const es: AgreementTexts = {
  title: 'Contrato de préstamo y divulgaciones de veracidad en los préstamos',
  partiesHeading: 'Partes',
  creditor: 'Acreedor (prestamista)',
  borrower: 'Prestatario',
  agreementDate: 'Fecha del contrato',
  reference: 'Referencia de la solicitud',
  intro: (c) => `En este contrato, "usted" y "su" se refieren al prestatario, y "nosotros" y "nuestro" se refieren a ${c}.`,
  federalBoxHeading: 'Divulgaciones federales de veracidad en los préstamos',
  apr: { label: 'TASA DE PORCENTAJE ANUAL', description: 'El costo de su crédito como tasa anual.' },
  financeCharge: { label: 'CARGO FINANCIERO', description: 'La cantidad en dólares que le costará el crédito.' },
  amountFinanced: {
    label: 'Monto financiado',
    description: 'La cantidad de crédito que se le otorga a usted o en su nombre.',
  },
  totalOfPayments: {
    label: 'Total de pagos',
    description: 'La cantidad que habrá pagado después de haber hecho todos los pagos según lo programado.',
  },
  scheduleHeading: 'Su calendario de pagos será',
  scheduleColumns: ['Número de pagos', 'Cantidad de los pagos', 'Cuándo vencen los pagos'],
  monthlyBeginning: (d) => `Mensualmente a partir del ${d}`,
  onDate: (d) => `El ${d}`,
  lateChargeHeading: 'Cargo por pago atrasado',
  lateCharge: (a, days) => `Si un pago se atrasa más de ${days} días, se le cobrará ${a}.`,
  noLateCharge: 'No se le cobrará ningún cargo por pago atrasado.',
  prepaymentHeading: 'Pago anticipado',
  prepayment: 'Si paga antes de tiempo, no tendrá que pagar una penalidad.',
  securityHeading: 'Garantía',
  security: 'Usted no nos otorga una garantía sobre ningún bien para este préstamo. Garantía: ninguna.',
  contractReference:
    'Consulte el resto de este contrato para obtener información adicional sobre la falta de pago, el incumplimiento, cualquier pago total exigido antes de la fecha programada, y los reembolsos y penalidades por pago anticipado.',
  itemizationHeading: 'Desglose del monto financiado',
  itemDirect: (acct) => `Cantidad entregada directamente a usted (depositada en ${acct})`,
  itemOnAccount: 'Cantidad pagada a su cuenta con nosotros',
  itemToOthers: 'Cantidad pagada a otros en su nombre',
  itemPrepaidFinanceCharge: 'Cargo financiero prepagado',
  itemAmountFinanced: 'Monto financiado',
  applicationFee: (fee) =>
    `Cargo por solicitud: ${fee}. Es un cargo financiero prepagado: se descuenta del monto del préstamo y está incluido en el cargo financiero y en la tasa de porcentaje anual (APR) indicados arriba.`,
  promiseHeading: 'Su promesa de pago',
  promise: (c, rate, total, count) =>
    `Usted se compromete a pagar a ${c} el monto financiado más intereses a la tasa anual de ${rate}, un total de ${total}, en ${count} pagos según el calendario de pagos. Los intereses se cobran solo sobre el capital pendiente y por los días en que está pendiente. Este préstamo no se puede refinanciar ni renovar.`,
  palHeading: 'Préstamo alternativo al préstamo de día de pago',
  pal:
    'Este es un préstamo alternativo al préstamo de día de pago (PAL) otorgado según las normas de la Administración Nacional de Cooperativas de Crédito (12 CFR 701.21(c)(7)(iii)). Se paga en su totalidad en pagos sustancialmente iguales, y reportamos sus pagos a por lo menos una agencia de informes de crédito.',
  autopayHeading: 'Pagos automáticos',
  autopayEnabled: (c, acct, d, phone) =>
    `Usted autoriza a ${c} a retirar cada pago programado de ${acct} en su fecha de vencimiento. Como eligió pagos automáticos, la tasa de porcentaje anual (APR) indicada arriba ya incluye un descuento de ${d} puntos porcentuales. Puede suspender los pagos automáticos en cualquier momento llamándonos al ${phone} por lo menos 3 días hábiles antes del vencimiento de un pago. Suspenderlos no cambia la tasa ni los pagos de este préstamo, pero entonces deberá hacer cada pago por otro medio a más tardar en su fecha de vencimiento.`,
  autopayDisabled:
    'Usted no eligió pagos automáticos. Debe hacer cada pago a más tardar en su fecha de vencimiento en una sucursal, por la banca en línea o por transferencia a su préstamo.',
  accountLabel: (desc, last4) => `${desc} que termina en ${last4}`,
  esignHeading: 'Consentimiento para registros y firmas electrónicas (Ley E-SIGN)',
  esignScope: (c) =>
    `${c} le pide su consentimiento para entregarle electrónicamente este contrato de préstamo, sus divulgaciones de veracidad en los préstamos y los avisos sobre este préstamo, y para que usted los firme electrónicamente. Su firma electrónica tiene el mismo efecto que una firma en papel.`,
  esignPaper: (phone, addr) =>
    `Usted tiene derecho a recibir sin costo una copia en papel de cualquiera de estos documentos. Para pedirla, llámenos al ${phone} o escríbanos a ${addr}.`,
  esignWithdraw: (phone, addr) =>
    `Puede retirar su consentimiento en cualquier momento y sin costo llamándonos al ${phone} o escribiéndonos a ${addr}. Si lo retira antes de firmar, no podrá terminar esta solicitud en línea; aún puede presentarla en una sucursal. Retirarlo después no afecta la validez de los documentos que ya firmó electrónicamente; le enviaremos los avisos futuros en papel.`,
  esignHardware:
    'Para recibir y conservar estos documentos necesita: una computadora, tableta o teléfono con acceso a internet; una versión actual de Chrome, Edge, Firefox o Safari con JavaScript activado; un programa que abra archivos PDF; y espacio de almacenamiento para guardar los documentos o una impresora para imprimirlos.',
  esignContact: (phone, addr) =>
    `Para actualizar su correo electrónico, número de teléfono o dirección postal, llámenos al ${phone}, visite una sucursal o escríbanos a ${addr}.`,
  signatureHeading: 'Firma',
  signatureIntro:
    'Al marcar la casilla de consentimiento, escribir su nombre completo y seleccionar Firmar, usted acepta el consentimiento E-SIGN anterior, confirma que recibió y leyó estas divulgaciones antes de firmar, y firma este contrato electrónicamente.',
  signatureIntroClick:
    'Al seleccionar Aceptar y firmar, usted acepta el consentimiento E-SIGN anterior, confirma que recibió y leyó estas divulgaciones antes de firmar, y firma este contrato electrónicamente con el nombre que tenemos registrado.',
  signedBy: 'Firmado electrónicamente por',
  signedAt: 'Firmado el',
  audit: {
    title: 'Registro de auditoría de la firma',
    envelopeId: 'ID del sobre',
    documentSha256: 'SHA-256 del documento',
    signer: 'Firmante',
    signedAt: 'Firmado el',
    ip: 'Dirección IP',
    userAgent: 'Agente de usuario',
    consentGivenAt: 'Consentimiento E-SIGN otorgado el',
    method: 'Método de firma',
    methodTyped: 'Nombre completo escrito tras marcar la casilla de consentimiento E-SIGN',
    methodClick: 'Una pulsación de "Aceptar y firmar", que expresa el consentimiento E-SIGN, con el nombre registrado (sesión iniciada en la banca en línea)',
    events: 'Eventos',
    page: (n, of) => `Página ${n} de ${of}`,
  },
};

/** The agreement texts in English and Spanish. */
export const agreementTexts: Record<Language, AgreementTexts> = { en, es };
