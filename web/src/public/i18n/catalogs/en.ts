/**
 * The English messages: the source every other language translates. ICU MessageFormat:
 * `{name}` placeholders and `{count, plural, one {…} other {…}}`; a literal apostrophe before a
 * brace must be doubled. The spec's exact English texts are kept here word for word.
 */
export const en = {
  // The frame of every page (layout/)
  'frame.skipToContent': 'Skip to main content',
  'frame.whatsappRegion': 'Chat on WhatsApp',
  'frame.whatsappFloat': 'Chat with us on WhatsApp',
  'nav.main': 'Main',
  'nav.mobile': 'Mobile',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.packages': 'Packages',
  'nav.blogs': 'Blogs',
  'nav.contact': 'Contact',
  'nav.bookNow': 'Book Now',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'theme.label': 'Dark mode',
  'theme.title': 'Switch between light and dark mode',
  'language.switch': 'Français',
  'language.switchLabel': 'Voir cette page en français',
  // The notice offering French is shown in French (layout/language-switch.tsx).
  'language.notice': 'This page exists in French.',
  'language.noticeLink': 'View in French',
  'language.noticeDismiss': 'No thanks',
  'footer.blurb':
    'Canadian-based Umrah specialists. Visa, flights and hotels near the Haram in Makkah and Madinah, arranged with care so you can focus on your worship.',
  'footer.quickLinks': 'Quick Links',
  'footer.contactUs': 'Contact Us',
  'footer.rights': '© {year} {name}. All rights reserved.',
  // The document (render-page.tsx)
  'document.homeTitle': '{siteName} | Umrah Packages from Canada',
  // 404 (pages/not-found)
  'notFound.title': 'Page Not Found',
  'notFound.description': 'The page you are looking for does not exist.',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to Home',
  'notFound.packages': 'View Packages',
} as const;

export type MessageId = keyof typeof en;
