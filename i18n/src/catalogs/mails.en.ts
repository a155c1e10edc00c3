/**
 * The mails to visitors and pilgrims (functions/: the acknowledgements, the pay link and its
 * reminders). Plain text: renderMail escapes them for the HTML part. Amounts and dates come in
 * already formatted (@umrah/domain/locale-format, as the pay page writes them); counts are ICU
 * plurals. English reads exactly as these mails always did.
 */
export const mailsEn = {
  // The footer of every pilgrim's mail (data/mail-layout.ts): the agency's contacts.
  'mail.agencyFallback': 'our agency',
  'mail.footer.contact': 'Questions? Contact {agency}',
  'mail.phone': 'Phone',
  'mail.whatsapp': 'WhatsApp',
  'mail.email': 'Email',
  'mail.line': '{label}: {value}',
  // A label before its value or, in the text part, before an action's address on its own line.
  'mail.label': '{label}:',
  // A text staff wrote, as written (French gets the pages' punctuation spacing).
  'mail.asWritten': '{text}',
  // The buttons: a few words each, over the pilgrim's (long) token link.
  'mail.action.pay': 'Pay now',
  'mail.action.trip': 'Open my trip page',
  'mail.action.tripOf': 'Open trip {reference}',
  'mail.action.confirmation': 'My confirmation (PDF)',
  'mail.action.receipt': 'My receipt (PDF)',
  'mail.action.unsubscribe': 'Unsubscribe',
  // The acknowledgements (notifications/acknowledgements.ts)
  'mail.ack.notYou': 'If you did not send anything, ignore this email: nothing more will happen.',
  'mail.ack.reference': 'Reference',
  'mail.ack.bookingSubject': 'We received your booking request: {packageTitle}',
  'mail.ack.bookingIntro':
    'Assalamu alaikum. Thank you for your booking request with {agency}. Nothing is charged yet: one of our Umrah specialists will contact you within 24 hours to confirm availability and the price, then send you a secure payment link.',
  'mail.ack.waitingSubject': 'We received your waiting list request: {packageTitle}',
  'mail.ack.waitingIntro':
    'Assalamu alaikum. Thank you for your request with {agency}. This package is sold out: you are on its waiting list, and we will contact you as soon as a seat frees up. Nothing is charged.',
  'mail.ack.waitingIntroDateFull':
    'Assalamu alaikum. Thank you for your request with {agency}. The date you asked for is full: you are on its waiting list, and we will contact you as soon as a seat frees up. Nothing is charged.',
  'mail.ack.waitingIntroDateClosed':
    'Assalamu alaikum. Thank you for your request with {agency}. The date you asked for is closed to new bookings: you are on its waiting list, and we will contact you if it opens again. Nothing is charged.',
  'mail.ack.package': 'Package',
  'mail.ack.travellers': 'Travellers',
  // As the booking form's traveller choices say it ('1 Person', '2 People').
  'mail.ack.travellersValue': '{count, plural, one {# Person} other {# People}}',
  'mail.ack.preferredDate': 'Preferred date',
  // Only when the visitor ticked "Send me news and offers": the way out, in every such mail.
  'mail.ack.unsubscribe':
    'You asked to receive our news and offers; you can stop them at any time.',
  'mail.ack.messageSubject': 'We received your message - {agency}',
  'mail.ack.messageIntro':
    'Assalamu alaikum. Thank you for writing to {agency}. We reply to every message within 24 hours.',
  // A request from the privacy page's form (privacy/privacy-acknowledgement.ts)
  'mail.ack.privacySubject': 'We received your privacy request - {agency}',
  'mail.ack.privacyIntro':
    'Assalamu alaikum. {agency} received your request about your personal information. We answer within 30 days; before we send or erase anything, we may ask you to confirm who you are.',
  'mail.ack.privacyKind': 'Your request',
  'mail.ack.privacyKindAccess': 'See the information we hold about you',
  'mail.ack.privacyKindCorrection': 'Correct your information',
  'mail.ack.privacyKindErasure': 'Erase your information',
  'mail.ack.privacyDue': 'We answer by',
  // The pay link and the reminders (payments/payment-mails.ts)
  'mail.pay.linkSubject': 'Your Umrah booking is confirmed - payment details ({reference})',
  'mail.pay.linkIntro':
    'Assalamu alaikum. Your booking is confirmed. You can pay by card or Interac e-Transfer on your payment page below.',
  'mail.pay.room': 'Room',
  'mail.pay.roomValue': '{room}, {count, plural, one {# traveller} other {# travellers}}',
  // English names the room as stored; French names it in words.
  'mail.pay.room.quad': 'quad',
  'mail.pay.room.triple': 'triple',
  'mail.pay.room.double': 'double',
  'mail.pay.departure': 'Departure',
  'mail.pay.total': 'Total',
  'mail.pay.paidSoFar': 'Paid so far',
  'mail.pay.depositDueNow': 'Deposit due now',
  'mail.pay.balance': 'Balance',
  'mail.pay.balanceValue': '{amount} by {date}',
  'mail.pay.nextInstalment': 'Next instalment',
  'mail.pay.remaining': 'Remaining in total',
  'mail.pay.etransferReference': 'Reference for e-Transfer',
  'mail.reminder.beforeDueSubject': 'Reminder: {amount} due by {date} ({reference})',
  'mail.reminder.beforeDueIntro':
    'A friendly reminder: the balance of your Umrah booking is due by {date}.',
  'mail.reminder.overdueSubject': 'Payment overdue: {amount} was due {date} ({reference})',
  'mail.reminder.overdueIntro':
    'The balance of your Umrah booking was due on {date} and has not reached us yet. If you already sent it, please reply with the date and method.',
  'mail.reminder.instalmentBeforeDueIntro':
    'A friendly reminder: the next instalment of your Umrah booking, {amount}, is due by {date}.',
  'mail.reminder.instalmentOverdueIntro':
    'The instalment of {amount} on your Umrah booking was due on {date} and has not reached us yet. If you already sent it, please reply with the date and method.',
  // The pilgrim's copy of a request to cancel sent from the trip page (bookings/ask-to-cancel.ts).
  'mail.cancelAsked.subject': 'We received your request to cancel ({reference})',
  'mail.cancelAsked.intro':
    'Assalamu alaikum. We received your request to cancel {travellers, plural, one {# traveller} other {# travellers}} on your Umrah booking. The agency will reply with the amounts under your cancellation policy. Nothing is cancelled until the agency confirms it.',
  'mail.cancelAsked.travellers': 'Travellers',
  'mail.cancelAsked.reason': 'Reason',
  'mail.tripLink.subject': 'Your Umrah trip link - {agency}',
  'mail.tripLink.intro':
    'Assalamu alaikum. You asked for the link to your trip page: here it is for each of your confirmed bookings. If you did not ask for it, you can ignore this mail; the link is only sent to this address.',
  // The readiness reminders (travellers/send-readiness-reminders.ts): what each traveller still
  // misses, a set number of days before departure; the sentences are the readiness rules'.
  'mail.readiness.subject':
    'Your Umrah leaves in {days} days: details and documents still needed ({reference})',
  'mail.readiness.intro':
    'Assalamu alaikum. Your group leaves on {date}. To be ready to fly, we still need what is listed below for your travellers. Please fill in the details and upload the documents on your trip page.',
  'mail.readiness.introLocked':
    'Assalamu alaikum. Your group leaves on {date}. We still need what is listed below for your travellers, and this close to departure the trip page no longer takes changes: please contact us as soon as possible.',
  'mail.readiness.traveller': 'Traveller {index}: {name}',
  'mail.readiness.travellerUnnamed': 'Traveller {index}',
  // A reminder staff send from the readiness board, about one item (travellers/mails).
  'mail.readiness.staffSubject': 'Reminder: {item} still needed for your Umrah ({reference})',
  // A message staff send a departure's group (group-messages/mails): their text, then these.
  'mail.group.reference': 'Your booking',
  'mail.group.replyHint': 'To answer, reply to this email or write to us from your trip page.',
  // Staff reply to a message the pilgrim wrote from the trip page (group-messages/mails).
  'mail.reply.subject': 'Our reply to your message ({reference})',
  'mail.reply.yourMessage': 'Your message of {date}',
  'mail.reply.hint':
    'Your message and our reply are also on your trip page. To answer, reply to this email or write to us from your trip page.',
} as const;

export type MailMessageId = keyof typeof mailsEn;
