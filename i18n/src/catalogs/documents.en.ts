/**
 * The documents made on the server as PDFs (functions/src/wings/bookings/documents/): for now the
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
  // The booking confirmation (O. Reg. 26/05 s. 36 and 38; Quebec's Regulation respecting travel
  // agents): what was sold, for how much, on what terms, and what each traveller must carry.
  'confirmation.title': 'Booking confirmation',
  'confirmation.issued': 'Issued',
  'confirmation.customer': 'Booked by',
  'confirmation.travellers': 'Travellers (names as on the passports)',
  'confirmation.travellerToCome': 'name to come: please enter it on your trip page',
  'confirmation.trip': 'Your trip',
  'confirmation.tripValue':
    '{packageTitle}: {room} room, {count, plural, one {# traveller} other {# travellers}}',
  'confirmation.dates': 'Dates',
  'confirmation.datesValue': 'Departure {departure}, return {return}',
  'confirmation.departureOnly': 'Departure {departure}',
  'confirmation.flights': 'Flights',
  'confirmation.flightsValue': '{airline} {numbers}, leaving {airport} {time}',
  'confirmation.connections': 'Connections: {connections}',
  'confirmation.flightsToCome':
    'Flight details will be sent to you once the airline confirms them.',
  'confirmation.hotels': 'Hotels',
  'confirmation.hotel': '{city}: {hotel}, {nights, plural, one {# night} other {# nights}}',
  'confirmation.hotelNoNights': '{city}: {hotel}',
  'confirmation.suppliers': 'Suppliers',
  'confirmation.included': 'Included',
  'confirmation.excluded': 'Not included',
  'confirmation.price': 'Price and payments',
  'confirmation.total': 'All-in price in Canadian dollars (taxes and fees included)',
  'confirmation.deposit': 'Deposit, due by {date}',
  'confirmation.depositNow': 'Deposit, due now',
  'confirmation.balance': 'Balance, due by {date}',
  'confirmation.paidToDate': 'Paid to date',
  'confirmation.remaining': 'Remaining to pay',
  'confirmation.terms': 'Cancellation and refund terms',
  'confirmation.termsVersion': 'Terms version {version}, accepted {date}.',
  'confirmation.termsVersionNotAccepted':
    'Terms version {version}: you will be asked to accept them on your pay page.',
  'confirmation.termsDefault':
    'Amounts paid to suppliers (airline tickets, visas) may not be refundable once paid. Ask us for the cancellation terms of your booking before paying.',
  'confirmation.insurance': 'Travel insurance',
  'confirmation.insuranceOffer':
    'Cancellation insurance and out-of-province health insurance are available for this trip, and we recommend them: your provincial health plan covers little or nothing abroad.',
  'confirmation.insurance.': 'Your answer: not recorded yet. Tell us whether you want it.',
  'confirmation.insurance.accepted': 'Your answer: you took the insurance we offered.',
  'confirmation.insurance.declined': 'Your answer: you declined the insurance we offered.',
  'confirmation.insurance.own_coverage': 'Your answer: you have your own coverage.',
  'confirmation.documents': 'Travel documents each traveller needs',
  'confirmation.document.passport':
    'A passport valid at least six months after the return date, with two blank pages.',
  'confirmation.document.visa':
    'A visa for Saudi Arabia that allows Umrah (we apply for it with your details).',
  'confirmation.document.vaccination':
    'A certificate of meningitis ACWY vaccination, given at least 10 days before arrival and still valid.',
  'confirmation.document.returnToCanada':
    'Travellers who are not Canadian citizens: the papers to return to Canada (permanent resident card or a valid visa).',
  'confirmation.entryRefused':
    'Entry to a country may be refused by its authorities even with these documents; the agency cannot guarantee it.',
  'confirmation.footer': '{agency} · {reference} · page {page} of {pages}',
  // The mail that announces a receipt, with a link to it on the pay page.
  'mail.receipt.subject': 'Your receipt {number} - {agency}',
  'mail.receipt.refundSubject': 'Your refund receipt {number} - {agency}',
  'mail.receipt.intro':
    'Assalamu alaikum. We received your payment, thank you. Your receipt is at the link below; keep it with your travel documents.',
  'mail.receipt.refundIntro':
    'Assalamu alaikum. We have refunded the amount below. Your receipt is at the link below; keep it with your travel documents.',
  'mail.receipt.amount': 'Amount',
  'mail.receipt.balance': 'Balance to collect',
  // The group manifest for the ground agent and the airline (functions/src/wings/travellers/documents/).
  'manifest.title': 'Group manifest',
  'manifest.dates': '{departure} to {return}',
  'manifest.flights': 'Flights: {flights}',
  'manifest.count': '{count, plural, one {# traveller} other {# travellers}}',
  'manifest.empty': 'No confirmed travellers yet.',
  'manifest.generated': 'Generated {time} (Toronto time)',
  'manifest.footer': '{agency} · {title} {dates} · {generated} · page {page} of {pages}',
  // The rooming list a hotel receives for one stay (functions/src/wings/rooming/documents/).
  'document.labelled': '{label}: {value}',
  'roomingList.title': 'Rooming list',
  'roomingList.hotelCity': '{hotel}, {city}',
  'roomingList.dates': 'Check-in {checkIn}, check-out {checkOut}',
  'roomingList.departure': 'Group departing {date}',
  'roomingList.count':
    '{travellers, plural, one {# traveller} other {# travellers}} in {rooms, plural, one {# room} other {# rooms}}',
  'roomingList.column.room': 'Room',
  'roomingList.column.roomNumber': 'Room no.',
  'roomingList.column.type': 'Type',
  'roomingList.column.name': 'Name (as on the passport)',
  'roomingList.column.sex': 'Sex',
  'roomingList.column.checkIn': 'Check-in',
  'roomingList.column.checkOut': 'Check-out',
  'roomingList.type.quad': 'Quad',
  'roomingList.type.triple': 'Triple',
  'roomingList.type.double': 'Double',
  'roomingList.type.single': 'Single',
  'roomingList.changedNote': '* Room changed since the list was last sent',
  'roomingList.empty': 'No rooms on this list yet.',
  'roomingList.generated': 'Generated {time} (Toronto time)',
  'roomingList.footer': '{agency} · {title} · {hotel} · {generated} · page {page} of {pages}',
} as const;
