/** The unsubscribe page's texts (pages/unsubscribe): the way out of the news and offers. */
export const unsubscribeEn = {
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.description': 'Stop receiving our news and offers.',
  'unsubscribe.heading': 'Stop our news and offers?',
  'unsubscribe.text':
    'We will no longer send news and offers to {email}. Messages about your bookings and requests still reach you.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.doneHeading': 'You are unsubscribed',
  'unsubscribe.doneText':
    '{email} will no longer receive our news and offers. You can ask for them again by ticking the box on any of our forms.',
  'unsubscribe.invalidHeading': 'This unsubscribe link is not valid',
  'unsubscribe.invalidText':
    'Please use the link from your most recent email, or contact us and we will remove your address.',
  'unsubscribe.contactUs': 'Contact us',
} as const;
