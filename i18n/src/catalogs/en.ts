/**
 * The English messages: the source every other language translates. ICU MessageFormat:
 * `{name}` placeholders and `{count, plural, one {…} other {…}}`; a literal apostrophe before a
 * brace must be doubled. The spec's exact English texts are kept here word for word.
 */
import { packageEn } from './package.en';
import { formsEn } from './forms.en';
import { bookingPageEn } from './booking-page.en';
import { payEn } from './pay.en';
import { groupEn } from './group.en';
import { tripEn } from './trip.en';
import { unsubscribeEn } from './unsubscribe.en';
import { mailsEn } from './mails.en';
import { documentsEn } from './documents.en';
import { privacyEn } from './privacy.en';

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
  // The language switch names each language in itself, from that language's catalog
  // (layout/language-switch.tsx); 'language.menu' is the switch's name in the page's language.
  'language.name': 'English',
  'language.switchLabel': 'View this page in English',
  'language.menu': 'Language',
  // The notice offering a language is written in that language (shown on English pages only).
  'language.notice': 'This page exists in English.',
  'language.noticeLink': 'View in English',
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
  // Home (pages/home)
  'home.description':
    'Premium Umrah packages from Canada with visa, flights and hotels in Makkah and Madinah. 15+ years of experience, 5000+ happy pilgrims and a team you can reach {days} days a week.',
  'home.hero.eyebrow': 'Umrah packages from Canada',
  'home.hero.title': 'Embark on the Journey of a Lifetime',
  'home.hero.lead':
    'Premium, hassle-free Umrah packages with visa, flights and hotels near the Haram, planned by a Canadian team you can reach {days} days a week.',
  'home.hero.explore': 'Explore Packages',
  'home.hero.contact': 'Contact Us',
  'home.packages.eyebrow': 'Our packages',
  'home.packages.title': 'Umrah Packages',
  'home.packages.subtitle':
    'Choose from carefully planned packages for every budget, with hotels in Makkah and Madinah.',
  'home.packages.all': 'View All Packages',
  'home.why.eyebrow': 'Why choose us',
  'home.why.title': 'Your Pilgrimage, in Trusted Hands',
  'home.why.subtitle': 'Everything is taken care of, so you can focus on your worship.',
  'home.why.premium': 'Premium Service',
  'home.why.premiumText':
    'Hand-picked hotels close to the Haram and thoughtful care at every step.',
  'home.why.canadian': 'Canadian Based',
  'home.why.canadianText':
    'A Canadian company serving pilgrims from coast to coast, in your time zone.',
  'home.why.support': 'Support {days} Days a Week',
  'home.why.supportText':
    'Our team answers in office hours, before you leave and throughout your trip.',
  'home.why.hassleFree': 'Hassle-Free',
  'home.why.hassleFreeText':
    'Visa, flights and accommodation arranged together in one simple package.',
  'home.about.eyebrow': 'About us',
  'home.about.title': 'A Canadian Agency Devoted to Your Umrah',
  'home.about.text':
    'For more than fifteen years, {siteName} has helped Muslim families across Canada answer the call to Makkah and Madinah. We know how much this journey means, so we plan every detail with care: visas, flights, hotels close to the Haram and guidance along the way.',
  'home.about.text2':
    'From your first question to your safe return home, our team is with you at every step.',
  'home.about.more': 'Learn More About Us',
  'home.about.pastTrips': 'See Our Past Trips',
  'home.about.statYears': 'Years of Experience',
  'home.about.statPilgrims': 'Happy Pilgrims',
  'home.testimonials.eyebrow': 'Testimonials',
  'home.testimonials.title': 'What Our Pilgrims Say',
  'home.testimonials.subtitle': 'Words from families who travelled with us.',
  'home.testimonials.empty': 'No testimonials yet.',
  'home.faq.eyebrow': 'FAQ',
  'home.faq.title': 'Frequently Asked Questions',
  'home.faq.subtitle': 'Answers to what pilgrims ask us most.',
  'home.faq.visa': 'How long does the Umrah visa take?',
  'home.faq.visaAnswer':
    'Visa processing usually takes 3-5 business days once we have your complete documents. We handle the application for you and keep you updated.',
  'home.faq.cancellation': 'What is your cancellation policy?',
  'home.faq.cancellationAnswer':
    'Cancellations made 60+ days before departure get a full refund minus fees. Cancellations made 30-60 days before departure may incur a 25% charge. Contact us as early as possible if your plans change.',
  'home.faq.groups': 'Do you offer group discounts?',
  'home.faq.groupsAnswer':
    'Yes. We offer special group rates for 10 or more people travelling together, ideal for families, mosques and community groups.',
  'home.faq.included': 'What is included in your packages?',
  'home.faq.includedAnswer':
    'Our packages combine visa, flights and accommodation. Each package page lists exactly what is included and what is not.',
  'home.faq.reply': 'How quickly will you reply to my enquiry?',
  'home.faq.replyAnswer':
    'We reply to every enquiry within 24 hours, whether you write through the website, by email or on WhatsApp.',
  'home.contact.eyebrow': 'Contact',
  'home.contact.title': 'Get in Touch',
  'home.contact.subtitle': 'Tell us about your plans and we will help you find the right package.',
  'home.contact.respond': 'We respond within 24 hours',
  'home.contact.secure': 'Sent over an encrypted connection',
  // About (pages/about)
  'terms.eyebrow': 'Before you book',
  'terms.title': 'Booking terms',
  'terms.description': 'Our cancellation and refund terms, and what is not refundable once paid.',
  'terms.none':
    'Our cancellation and refund terms come with every booking confirmation, before you pay. Ask us for them at any time.',
  // Followed by the link ('terms.link') and a full stop.
  'terms.accept': 'By sending this request, you accept our',
  'terms.link': 'booking terms',
  'about.eyebrow': 'About Us',
  'about.title': 'About {siteName}',
  'about.subtitle': 'Serving Canadian pilgrims on the journey of a lifetime.',
  'about.description':
    'About {siteName}: a Canadian Umrah agency with {years} years of experience and {pilgrims} happy pilgrims. Our mission, services and how to reach us.',
  'about.missionEyebrow': 'Our mission',
  'about.missionTitle': 'Making Umrah Simple and Meaningful',
  'about.missionLead':
    'Our mission is to make the blessed journey of Umrah accessible, comfortable and spiritually fulfilling for every Muslim in Canada. We take care of the planning so that you can devote your heart to worship.',
  'about.missionText':
    'As a Canadian-based company, we understand the needs of pilgrims travelling from here: long-haul flights, families with children and elders, and the wish to stay close to the Haram. Every package is built around those needs.',
  'about.reasonsTitle': 'Why Pilgrims Choose Us',
  'about.reasonYears': '{years} years of experience organising Umrah journeys',
  'about.reasonPilgrims': '{pilgrims} happy pilgrims from across Canada',
  'about.reasonTeam': 'A Canadian-based team you can reach {days} days a week',
  'about.reasonHotels': 'Hotels close to the Haram in Makkah and Madinah',
  'about.reasonPackage': 'Visa, flights and accommodation in one hassle-free package',
  'about.reasonPrices': 'Clear prices per person, with group rates for 10 or more people',
  'about.servicesEyebrow': 'What we do',
  'about.servicesTitle': 'Our Services',
  'about.serviceVisa': 'Umrah Visa',
  'about.serviceVisaText': 'We prepare and submit your visa application.',
  'about.serviceFlights': 'Flights',
  'about.serviceFlightsText': 'Return flights from major Canadian airports.',
  'about.serviceHotels': 'Hotels',
  'about.serviceHotelsText': 'Comfortable hotels near the Haram in both cities.',
  'about.serviceTransfers': 'Transfers',
  'about.serviceTransfersText': 'Ground transport between airports, hotels and cities.',
  'about.serviceGuidance': 'Guidance',
  'about.serviceGuidanceText': 'Help with the rites of Umrah before and during your trip.',
  'about.serviceGroups': 'Group Trips',
  'about.serviceGroupsText': 'Special arrangements for families, mosques and groups.',
  'about.contactTitle': 'Talk to Our Team',
  'about.contactSubtitle': 'We reply to every enquiry within 24 hours.',
  // Blogs (pages/blogs, pages/blog-post)
  'blogs.pageTitle': 'Blog',
  'blogs.eyebrow': 'Blog',
  'blogs.title': 'Umrah Guides & Insights',
  'blogs.subtitle':
    'Practical advice and spiritual reminders to help you prepare for your journey.',
  'blogs.description':
    'Guides and reflections for pilgrims from Canada: preparing for Umrah, the rites step by step, travel tips for Makkah and Madinah.',
  'blogs.empty': 'No blog posts yet. Check back soon!',
  'blogs.readMore': 'Read More',
  'blogPost.back': 'Back to Blogs',
  'blogPost.notFound': 'Blog Not Found',
  'blogPost.notFoundText':
    'The article you are looking for does not exist or is no longer available.',
  'blogPost.notFoundDescription': 'This blog post does not exist or is no longer available.',
  // Past trips (pages/past-trips)
  'pastTrips.pageTitle': 'Past Trips',
  'pastTrips.eyebrow': 'Gallery',
  'pastTrips.title': 'Our Past Trips',
  'pastTrips.subtitle':
    'Moments from the journeys we have been honoured to organise for pilgrims across Canada.',
  'pastTrips.description':
    'Photos from our past Umrah trips: pilgrims from across Canada in Makkah and Madinah.',
  'pastTrips.empty': 'No gallery items available at the moment.',
  // Contact (pages/contact)
  'contact.title': 'Contact Us',
  'contact.subtitle':
    'Questions about packages, visas or dates? Send us a message and we will reply within 24 hours.',
  'contact.description':
    'Contact our Canadian Umrah team by form, phone, email or WhatsApp. We reply within 24 hours.',
  'contact.formTitle': 'Send Us a Message',
  'contact.formIntro': 'Fill in the form and one of our Umrah specialists will get back to you.',
  'contact.officeHours': 'Office Hours',
  'contact.followUs': 'Follow Us',
  'contact.hours.weekdays': 'Monday - Friday',
  'contact.hours.weekdaysHours': '9:00 AM - 6:00 PM',
  'contact.hours.saturday': 'Saturday',
  'contact.hours.saturdayHours': '10:00 AM - 4:00 PM',
  'contact.hours.sunday': 'Sunday',
  'contact.hours.closed': 'Closed',
  // Contact details (components/contact-info-list)
  'contactInfo.phone': 'Phone',
  'contactInfo.email': 'Email',
  'contactInfo.address': 'Address',
  // Counts (ICU plurals), for the package card and pages (components/nights.ts says the same)
  'count.nights': '{count, plural, one {# Night} other {# Nights}}',
  'count.people': '{count, plural, one {# person} other {# people}}',
  ...packageEn,
  ...formsEn,
  ...bookingPageEn,
  ...payEn,
  ...groupEn,
  ...tripEn,
  ...unsubscribeEn,
  ...mailsEn,
  ...documentsEn,
  ...privacyEn,
} as const;

export type MessageId = keyof typeof en;

/**
 * The texts of the pages that exist in Arabic and Urdu: all but the private pages reached from
 * mails (pay, trip, unsubscribe), the mails and the documents, which stay English and French.
 */
export type PublicMessageId = Exclude<
  MessageId,
  | keyof typeof payEn
  | keyof typeof groupEn
  | keyof typeof tripEn
  | keyof typeof unsubscribeEn
  | keyof typeof mailsEn
  | keyof typeof documentsEn
>;

/** The English texts an Arabic or Urdu catalog does not translate (see PublicMessageId). */
export const bilingualOnlyEn = {
  ...payEn,
  ...groupEn,
  ...tripEn,
  ...unsubscribeEn,
  ...mailsEn,
  ...documentsEn,
};
