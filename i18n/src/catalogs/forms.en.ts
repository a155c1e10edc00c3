/**
 * The public forms' texts (islands/contact-form, islands/booking-form, islands/forms): each
 * island gets the compiled `forms.common.*` messages and its own (`forms.contact.*`,
 * `forms.booking.*`) through islandMessages. The spec's exact English texts, word for word.
 * Validation messages live in @umrah/domain/validation-messages (one rule in one place).
 */
export const formsEn = {
  'forms.common.preparing': 'Getting ready to send…',
  'forms.common.honeypot': 'Leave this field empty',
  'forms.common.close': 'Close',
  'forms.common.tryAgain': 'Please try again.',
  'forms.common.networkError': 'Network error: check your connection and try again.',
  'forms.common.spamCheckFailed':
    "The form's spam check failed. Please reload the page and try again.",
  // Optional, unticked, apart from the privacy consent (CASL). Changing these words needs a new
  // MARKETING_CONSENT_TEXT_VERSION (@umrah/domain/model/marketing): a test pins them.
  'forms.common.marketingConsent': 'Send me news and offers',
  'forms.common.marketingConsentHelp':
    'Optional. Occasional emails about our packages and departures; every one has a link to unsubscribe.',
  'forms.common.email': 'Email',
  'forms.common.emailPlaceholder': 'you@example.com',
  'forms.common.phonePlaceholder': '+1 416 555 0100',
  // The confirmation that stays where the form was.
  'forms.common.confirm.reference': 'Your reference',
  'forms.common.confirm.referenceHelp': 'Quote it when you call or write to us.',
  'forms.common.confirm.emailed': 'We have emailed you a copy of this reference at {email}.',
  'forms.common.confirm.notEmailed':
    'Please note this reference: its emailed copy is delayed and will reach you within a few hours. We have your request.',
  'forms.common.confirm.phone': 'Phone',
  'forms.common.confirm.summary': 'What you sent',
  'forms.common.confirm.next': 'What happens next',
  'forms.common.confirm.hours': 'Our office hours',
  'forms.common.confirm.reach': 'Questions in the meantime?',
  'forms.common.confirm.whatsapp': 'WhatsApp us',
  'forms.common.confirm.call': 'Call {phone}',
  'forms.contact.confirm.next':
    'We reply to every message within 24 hours, during our office hours, by email or phone.',
  'forms.contact.confirm.another': 'Send another message',
  'forms.contact.formLabel': 'Contact form',
  'forms.contact.name': 'Name',
  'forms.contact.namePlaceholder': 'Your name',
  'forms.contact.phoneOptional': 'Phone (optional)',
  'forms.contact.message': 'Message',
  'forms.contact.messagePlaceholder': 'Tell us about your Umrah plans...',
  'forms.contact.send': 'Send Message',
  'forms.contact.sending': 'Sending...',
  'forms.contact.sentTitle': 'Message Sent!',
  'forms.contact.sentText': "Thank you for contacting us. We'll get back to you soon.",
  'forms.contact.notSent': 'Message not sent',
  // The privacy page's request form (islands/privacy-request-form).
  'forms.privacy.formLabel': 'Privacy request form',
  'forms.privacy.kind': 'What are you asking for?',
  'forms.privacy.kindChoose': 'Choose one',
  'forms.privacy.kindAccess': 'To see the information you hold about me',
  'forms.privacy.kindCorrection': 'To correct my information',
  'forms.privacy.kindErasure': 'To erase my information',
  'forms.privacy.details': 'Details (optional)',
  'forms.privacy.detailsPlaceholder':
    'What to correct, or the booking or email address we may know you by',
  'forms.privacy.send': 'Send my request',
  'forms.privacy.sentTitle': 'Request received',
  'forms.privacy.sentText': 'We answer within 30 days, by {dueDate}.',
  'forms.privacy.notSent': 'Request not sent',
  'forms.privacy.confirm.next':
    'The person in charge of personal information handles your request. Before we send or erase anything, we may ask you to confirm who you are.',
  'forms.privacy.confirm.another': 'Send another request',
  'forms.booking.confirm.next':
    'One of our Umrah specialists reviews your request and contacts you within 24 hours, during our office hours, to confirm availability and the price. Nothing is charged until then.',
  'forms.booking.confirm.nextWaiting':
    'You are on the waiting list: we contact you as soon as a seat frees up on this package. Nothing is charged.',
  'forms.booking.confirm.another': 'Send another request',
  'forms.booking.confirm.yes': 'Attached',
  'forms.booking.confirm.none': 'None',
  'forms.booking.formLabel': 'Booking request form',
  'forms.booking.fullName': 'Full name (as on passport)',
  'forms.booking.phone': 'Phone',
  'forms.booking.package': 'Umrah package',
  'forms.booking.selectPackage': 'Select a package',
  'forms.booking.soldOutOption': '{title} (sold out: waiting list)',
  'forms.booking.travellers': 'Number of travellers',
  'forms.booking.travellerCount': '{count, plural, one {# Person} other {# People}}',
  'forms.booking.date': 'Preferred travel date',
  'forms.booking.departure': 'Departure date',
  'forms.booking.selectDeparture': 'Select a departure',
  'forms.booking.departureRequired': 'Please choose a departure date',
  'forms.booking.requests': 'Special requests (optional)',
  'forms.booking.requestsPlaceholder': 'Wheelchair assistance, adjoining rooms, dietary needs...',
  'forms.booking.passport': 'Passport copy (optional)',
  'forms.booking.upload': 'Upload passport (PDF, JPG or PNG, max 5MB)',
  'forms.booking.remove': 'Remove {name}',
  'forms.booking.consent':
    'I agree that the agency stores the details above, and the passport scan if I attach one, to prepare my booking and visa. Staff contact me by email or phone about this request only. The passport scan is kept privately, seen only by our booking staff, and deleted automatically {days} days after the trip.',
  'forms.booking.uploading': 'Uploading passport scan… {percent}%',
  'forms.booking.uploaded': 'Upload complete, confirming…',
  'forms.booking.submit': 'Submit Booking Request',
  'forms.booking.submitWaitingList': 'Join the Waiting List',
  'forms.booking.submitting': 'Submitting...',
  'forms.booking.missingPackage':
    'The package you chose is no longer available. Please select another package.',
  'forms.booking.soldOutTitle': 'This package is sold out.',
  'forms.booking.dateSoldOutTitle': 'This date is sold out.',
  'forms.booking.dateClosedTitle': 'This date is closed to new bookings.',
  'forms.booking.soldOutText':
    'Send this form to join its waiting list: we contact you if a seat frees up.',
  'forms.booking.room.quad': 'Quad room (4 people per room)',
  'forms.booking.room.triple': 'Triple room (3 people per room)',
  'forms.booking.room.double': 'Double room (2 people per room)',
  'forms.booking.roomType': 'Room type',
  'forms.booking.roomUndecided': 'Not sure yet',
  'forms.booking.roomUndecidedText': 'We advise you before confirming.',
  'forms.booking.roomHelp': 'Prices per person for the date you chose.',
  'forms.booking.roomHelpFrom':
    'The lowest prices per person over the dates; choose a date for its own.',
  'forms.booking.roomHelpPackage': 'Prices per person.',
  'forms.booking.packageRequiredTitle': 'Package Required',
  'forms.booking.packageRequiredText':
    'Please select an Umrah package to proceed with your booking.',
  'forms.booking.sentTitle': 'Booking Request Submitted!',
  'forms.booking.sentText': "We'll contact you soon to confirm your booking details.",
  'forms.booking.waitingTitle': "You're on the Waiting List!",
  'forms.booking.waitingText': "We'll contact you as soon as a seat frees up on this package.",
  'forms.booking.notSent': 'Booking not sent',
  'forms.booking.fileTooLarge': 'File too large - Please upload a file smaller than 5MB',
  'forms.booking.fileType': 'Invalid file type - Please upload a PDF, JPG, JPEG or PNG file',
  'forms.booking.fileEmpty': 'Empty file - Please choose a file that is not empty',
  // The trip page's "Ask to cancel" (pages/trip, islands/cancel-request).
  'forms.cancel.title': 'Ask to cancel',
  'forms.cancel.intro':
    'You can ask the agency to cancel your whole booking or some of its travellers. Nothing is cancelled until the agency confirms: it will reply with the fee and the refund under your cancellation policy.',
  'forms.cancel.policy': 'Your cancellation policy',
  'forms.cancel.formLabel': 'Request to cancel',
  'forms.cancel.scope': 'What do you want to cancel?',
  'forms.cancel.scopeAll':
    'The whole booking ({count, plural, one {# traveller} other {# travellers}})',
  'forms.cancel.scopeSome': 'Some travellers only',
  'forms.cancel.which': 'Which travellers?',
  'forms.cancel.howMany': 'How many travellers?',
  'forms.cancel.reason': 'Reason',
  'forms.cancel.reasonPlaceholder': 'Tell us why you need to cancel',
  'forms.cancel.confirm':
    'I ask the agency to cancel these travellers. I understand the fee and the refund follow the cancellation policy.',
  'forms.cancel.send': 'Send my request',
  'forms.cancel.sending': 'Sending…',
  'forms.cancel.notSent': 'Request not sent',
  'forms.cancel.whole': 'your whole booking',
  'forms.cancel.count': '{count, plural, one {# traveller} other {# travellers}}',
  'forms.cancel.sent':
    'Your request to cancel {what} was sent on {date}; the agency will reply with the amounts.',
  'forms.cancel.sentReason': 'Your reason: “{reason}”',
  'forms.cancel.replaces': 'A new request replaces this one.',
  'forms.cancel.change': 'Change my request',
} as const;

export type FormMessageId = keyof typeof formsEn;
