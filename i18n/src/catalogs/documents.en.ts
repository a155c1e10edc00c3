/**
 * The documents made on the server as PDFs (functions/src/bookings/documents/): for now the
 * receipt. Amounts and dates come in already formatted (@umrah/domain/model/locale-format). The
 * FICAV mention is the one Quebec's Regulation respecting travel agents, s. 18 (i) prescribes,
 * word for word.
 */
export const documentsEn = {
  'receipt.title': 'Receipt',
  'receipt.refundTitle': 'Refund receipt',
  'receipt.copy': 'COPY',
  'receipt.number': 'Receipt no.',
  'receipt.date': 'Date',
  'receipt.reference': 'Booking reference',
  'receipt.registration': 'Registration',
  'receipt.quebecPermit': 'Quebec permit',
  'receipt.customer': 'Received from',
  'receipt.refundCustomer': 'Refunded to',
  'receipt.addressUnknown': 'Address not provided',
  'receipt.services': 'Services',
  'receipt.servicesValue':
    '{packageTitle}: {room} room, {count, plural, one {# traveller} other {# travellers}}, departure {date}',
  'receipt.amountReceived': 'Amount received',
  'receipt.amountRefunded': 'Amount refunded',
  'receipt.method': 'Method',
  'receipt.method.card': 'Card',
  'receipt.method.etransfer': 'Interac e-Transfer',
  'receipt.method.cash': 'Cash',
  'receipt.method.cheque': 'Cheque',
  'receipt.method.other': 'Other',
  'receipt.total': 'Total price of the services',
  'receipt.paidToDate': 'Paid to date',
  'receipt.balance': 'Balance to collect',
  'receipt.priceToConfirm': 'Price to be confirmed',
  'receipt.ficavContribution': 'FICAV contribution ({rate}%)',
  'receipt.ficavCredit': 'Credit applicable',
  'receipt.ficavExemption': 'FICAV exemption certificate',
  'receipt.ficavMention':
    'Tourist services paid but not received, may be reimbursed by the Fonds d’indemnisation des clients des agents de voyages. It is administered by the Office de la protection du consommateur. It is a financial protection for travelers. For more information: www.ficav.gouv.qc.ca.',
  'receipt.trust': 'Funds held in trust',
  'receipt.trustDefault':
    'The funds received are held in trust in the agency’s trust account until they are paid to the suppliers of your services.',
  'receipt.refundConditions': 'Refund conditions',
  'receipt.refundConditionsDefault':
    'Refunds follow the cancellation terms agreed when your booking was confirmed. Ask us for them at any time.',
  'receipt.counsellor': 'Travel counsellor',
  'receipt.footer': '{agency} · {number} · page {page}',
  // The mail that announces a receipt, with a link to it on the pay page.
  'mail.receipt.subject': 'Your receipt {number} - {agency}',
  'mail.receipt.refundSubject': 'Your refund receipt {number} - {agency}',
  'mail.receipt.intro':
    'Assalamu alaikum. We received your payment, thank you. Your receipt is at the link below; keep it with your travel documents.',
  'mail.receipt.refundIntro':
    'Assalamu alaikum. We have refunded the amount below. Your receipt is at the link below; keep it with your travel documents.',
  'mail.receipt.link': 'Receipt (PDF)',
  'mail.receipt.amount': 'Amount',
  'mail.receipt.balance': 'Balance to collect',
} as const;
