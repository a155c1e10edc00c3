/** The privacy page's texts (pages/privacy): who answers for personal data, what is kept and why. */
export const privacyEn = {
  'footer.privacy': 'Privacy',
  'privacy.title': 'Privacy',
  'privacy.description':
    'How {siteName} handles your personal information: what we collect, why, for how long, who receives it, and whom to contact.',
  'privacy.eyebrow': 'Your information',
  'privacy.bannerTitle': 'Privacy Notice',
  'privacy.bannerSubtitle':
    'What we collect when you write to us, book or pay, why we need it, how long we keep it and who receives it.',
  'privacy.officerTitle': 'Person in charge of personal information',
  'privacy.officerIntro':
    'This person answers for the protection of your personal information and handles your requests.',
  'privacy.officerDefault': 'The head of {siteName}',
  'privacy.collectedTitle': 'What we collect, why, and for how long',
  'privacy.columnWhat': 'Information',
  'privacy.columnWhy': 'Why',
  'privacy.columnHowLong': 'How long we keep it',
  'privacy.messagesWhat': 'Contact messages: your name, email, phone and message.',
  'privacy.messagesWhy': 'To answer your question.',
  'privacy.messagesHowLong': 'Until you ask us to erase them.',
  'privacy.bookingsWhat':
    'Booking requests and bookings: your name, email and phone, the travellers’ names, your special requests.',
  'privacy.bookingsWhy': 'To prepare your trip: visa, flights, hotels and transfers.',
  'privacy.bookingsHowLong':
    'Until you ask us to erase them; the names and amounts on receipts stay (see payments).',
  'privacy.passportWhat': 'Passport scan, if you attach one.',
  'privacy.passportWhy': 'To apply for the visa and book the flights.',
  'privacy.passportHowLong':
    '{days, plural, one {Deleted automatically # day after the trip.} other {Deleted automatically # days after the trip.}}',
  'privacy.travellersWhat':
    'Traveller details, for each person who flies: names and sex as on the passport, date of birth, nationality, passport details (number, issuing country, issue and expiry dates), the meningitis vaccination (date, type and certificate), visa status, an emergency contact, mobility or medical notes, and a photo for the visa.',
  'privacy.travellersWhy':
    'To apply for the visa, book the flights and hotels, and look after each traveller during the trip (rooms, assistance).',
  'privacy.travellersHowLong':
    '{days, plural, one {Deleted automatically, with the uploaded certificate, photo and passport scan, # day after the trip (or after a cancelled booking).} other {Deleted automatically, with the uploaded certificate, photo and passport scan, # days after the trip (or after a cancelled booking).}}',
  'privacy.paymentsWhat':
    'Payments and receipts: the payer’s name, the amounts, dates and payment method.',
  'privacy.paymentsWhy':
    'To take your payments and give you the numbered receipts travel agency and tax laws require.',
  'privacy.paymentsHowLong':
    'As long as tax and travel agency laws require (six years after the end of the tax year they concern), even after an erasure request.',
  'privacy.recipientsTitle': 'Who receives it',
  'privacy.recipientsPayments':
    'Our card payment provider (Stripe), when you pay by card: card details go straight to it and never reach us.',
  'privacy.recipientsMail':
    'Our email service, which delivers the emails we send you (acknowledgements, confirmations, receipts).',
  'privacy.recipientsTravel':
    'The airlines, hotels and the visa authorities of Saudi Arabia, for the travellers of a booking only.',
  'privacy.recipientsStaff':
    'Inside the agency, only the staff who handle your request or booking. We never sell your information.',
  'privacy.rightsTitle': 'Your rights',
  'privacy.rightsText':
    'You may ask to see the information we hold about you, to correct it, or to erase it (except what the law obliges us to keep). Write to the person in charge above: we answer within 30 days.',
  'privacy.complaintText':
    'If our answer does not satisfy you, you may complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d’accès à l’information.',
  'privacy.requestTitle': 'Ask for your information',
  'privacy.requestIntro':
    'Use this form to see, correct or erase what we hold about you. It reaches the person in charge above, who answers within 30 days.',
} as const;
