/** The booking page's texts (pages/booking); the form's own are in forms.en.ts. */
export const bookingPageEn = {
  'bookingPage.title': 'Book Your Umrah',
  'bookingPage.description':
    'Request your Umrah booking online: choose a package, your travel date and travellers. We review every request within 24 hours.',
  'bookingPage.eyebrow': 'Booking',
  'bookingPage.subtitle':
    'Send us your booking request. We review every request within 24 hours and contact you to confirm the details.',
  'bookingPage.formTitle': 'Booking Request',
  'bookingPage.formIntro': 'Fields marked * are required. No payment is taken now.',
  'bookingPage.stepsTitle': 'What happens next?',
  'bookingPage.stepsIntro': 'Your request is reviewed within 24 hours.',
  'bookingPage.step1Title': 'Send your request',
  'bookingPage.step1Text': 'Choose your package, preferred date and the number of travellers.',
  'bookingPage.step2Title': 'We review it within 24 hours',
  'bookingPage.step2Text': 'An Umrah specialist checks availability for your dates and group.',
  'bookingPage.step3Title': 'We confirm the details',
  'bookingPage.step3Text': 'We call or email you with the final price, rooms and next steps.',
  'bookingPage.step4Title': 'Prepare for your journey',
  'bookingPage.step4Text':
    'We arrange your visa, flights and hotels while you prepare for worship.',
  'bookingPage.noPayment': 'No payment is needed now: we confirm every detail with you first.',
} as const;
