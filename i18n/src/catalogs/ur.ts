/**
 * اردو پیغامات: the Urdu texts (Urdu script) of the pages that exist in Urdu (PublicMessageId).
 * Typed against the English catalog like French: a missing or extra id fails the typecheck, and
 * catalogs.test.ts checks the placeholders. Awaiting review by a native speaker
 * (docs/features/languages.md). The private pages, mails and documents are not in Urdu yet:
 * their English texts fill the rest of the catalog and are never shown on an Urdu page.
 */
import { bilingualOnlyEn, type MessageId, type PublicMessageId } from './en';
import { formsUr } from './forms.ur';
import { bookingPageUr } from './booking-page.ur';
import { packageUr } from './package.ur';
import { privacyUr } from './privacy.ur';

const urPublic: Record<PublicMessageId, string> = {
  'frame.skipToContent': 'مرکزی مواد پر جائیں',
  'frame.whatsappRegion': 'واٹس ایپ پر بات کریں',
  'frame.whatsappFloat': 'واٹس ایپ پر ہم سے بات کریں',
  'nav.main': 'مرکزی فہرست',
  'nav.mobile': 'موبائل فہرست',
  'nav.home': 'ہوم',
  'nav.about': 'ہمارے بارے میں',
  'nav.packages': 'پیکجز',
  'nav.blogs': 'بلاگ',
  'nav.contact': 'رابطہ',
  'nav.bookNow': 'ابھی بک کریں',
  'nav.openMenu': 'فہرست کھولیں',
  'nav.closeMenu': 'فہرست بند کریں',
  'theme.label': 'ڈارک موڈ',
  'theme.title': 'روشن اور تاریک موڈ کے درمیان تبدیل کریں',
  'language.name': 'اردو',
  'language.switchLabel': 'یہ صفحہ اردو میں دیکھیں',
  'language.menu': 'زبان',
  'language.notice': 'یہ صفحہ اردو میں بھی دستیاب ہے۔',
  'language.noticeLink': 'اردو میں دیکھیں',
  'language.noticeDismiss': 'نہیں، شکریہ',
  'footer.blurb':
    'کینیڈا میں قائم عمرہ کے ماہرین۔ ویزا، پروازیں اور مکہ مکرمہ اور مدینہ منورہ میں حرم کے قریب ہوٹل، پوری توجہ سے ترتیب دیے جاتے ہیں تاکہ آپ اپنی عبادت پر توجہ دے سکیں۔',
  'footer.quickLinks': 'فوری لنکس',
  'footer.contactUs': 'ہم سے رابطہ کریں',
  'footer.rights': '© {year} {name}۔ جملہ حقوق محفوظ ہیں۔',
  'document.homeTitle': '{siteName} | کینیڈا سے عمرہ پیکجز',
  'notFound.title': 'صفحہ نہیں ملا',
  'notFound.description': 'آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں ہے۔',
  'notFound.text': 'آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں ہے یا کہیں اور منتقل ہو گیا ہے۔',
  'notFound.home': 'ہوم پر واپس جائیں',
  'notFound.packages': 'پیکجز دیکھیں',
  'home.description':
    'کینیڈا سے اعلیٰ معیار کے عمرہ پیکجز، جن میں ویزا، پروازیں اور مکہ مکرمہ اور مدینہ منورہ میں ہوٹل شامل ہیں۔ 15 سال سے زیادہ کا تجربہ، 5000 سے زیادہ مطمئن زائرین، اور ایک ٹیم جس سے آپ ہفتے میں {days} دن رابطہ کر سکتے ہیں۔',
  'home.hero.eyebrow': 'کینیڈا سے عمرہ پیکجز',
  'home.hero.title': 'زندگی کے سب سے اہم سفر پر روانہ ہوں',
  'home.hero.lead':
    'اعلیٰ معیار کے، پریشانی سے پاک عمرہ پیکجز، جن میں ویزا، پروازیں اور حرم کے قریب ہوٹل شامل ہیں، ایک کینیڈین ٹیم کی منصوبہ بندی سے جس سے آپ ہفتے میں {days} دن رابطہ کر سکتے ہیں۔',
  'home.hero.explore': 'پیکجز دیکھیں',
  'home.hero.contact': 'ہم سے رابطہ کریں',
  'home.packages.eyebrow': 'ہمارے پیکجز',
  'home.packages.title': 'عمرہ پیکجز',
  'home.packages.subtitle':
    'ہر بجٹ کے لیے احتیاط سے تیار کیے گئے پیکجز میں سے انتخاب کریں، مکہ مکرمہ اور مدینہ منورہ میں ہوٹلوں کے ساتھ۔',
  'home.packages.all': 'تمام پیکجز دیکھیں',
  'home.why.eyebrow': 'ہمیں کیوں منتخب کریں',
  'home.why.title': 'آپ کا مقدس سفر، قابلِ اعتماد ہاتھوں میں',
  'home.why.subtitle': 'ہر چیز کا خیال رکھا جاتا ہے، تاکہ آپ اپنی عبادت پر توجہ دے سکیں۔',
  'home.why.premium': 'اعلیٰ معیار کی خدمت',
  'home.why.premiumText': 'حرم کے قریب چنے ہوئے ہوٹل اور ہر قدم پر بھرپور توجہ۔',
  'home.why.canadian': 'کینیڈا میں قائم',
  'home.why.canadianText':
    'ایک کینیڈین کمپنی جو پورے کینیڈا کے زائرین کی خدمت کرتی ہے، آپ کے ٹائم زون میں۔',
  'home.why.support': 'ہفتے میں {days} دن مدد',
  'home.why.supportText':
    'ہماری ٹیم دفتری اوقات میں، آپ کی روانگی سے پہلے اور پورے سفر کے دوران جواب دیتی ہے۔',
  'home.why.hassleFree': 'پریشانی سے پاک',
  'home.why.hassleFreeText':
    'ویزا، پروازیں اور رہائش ایک ہی آسان پیکج میں اکٹھے ترتیب دیے جاتے ہیں۔',
  'home.about.eyebrow': 'ہمارے بارے میں',
  'home.about.title': 'آپ کے عمرے کے لیے وقف ایک کینیڈین ایجنسی',
  'home.about.text':
    'پندرہ سال سے زیادہ عرصے سے {siteName} پورے کینیڈا کے مسلمان خاندانوں کو مکہ مکرمہ اور مدینہ منورہ کی پکار پر لبیک کہنے میں مدد دے رہا ہے۔ ہم جانتے ہیں کہ یہ سفر کتنا معنی رکھتا ہے، اس لیے ہم ہر تفصیل احتیاط سے طے کرتے ہیں: ویزے، پروازیں، حرم کے قریب ہوٹل اور راستے بھر رہنمائی۔',
  'home.about.text2':
    'آپ کے پہلے سوال سے لے کر آپ کی بخیریت گھر واپسی تک، ہماری ٹیم ہر قدم پر آپ کے ساتھ ہے۔',
  'home.about.more': 'ہمارے بارے میں مزید جانیں',
  'home.about.pastTrips': 'ہمارے گزشتہ سفر دیکھیں',
  'home.about.statYears': 'سال کا تجربہ',
  'home.about.statPilgrims': 'مطمئن زائرین',
  'home.testimonials.eyebrow': 'تاثرات',
  'home.testimonials.title': 'ہمارے زائرین کیا کہتے ہیں',
  'home.testimonials.subtitle': 'ان خاندانوں کے الفاظ جنہوں نے ہمارے ساتھ سفر کیا۔',
  'home.testimonials.empty': 'ابھی کوئی تاثرات نہیں۔',
  'home.faq.eyebrow': 'عام سوالات',
  'home.faq.title': 'اکثر پوچھے جانے والے سوالات',
  'home.faq.subtitle': 'ان سوالوں کے جواب جو زائرین ہم سے سب سے زیادہ پوچھتے ہیں۔',
  'home.faq.visa': 'عمرہ ویزا میں کتنا وقت لگتا ہے؟',
  'home.faq.visaAnswer':
    'آپ کی مکمل دستاویزات ملنے کے بعد ویزا کی کارروائی میں عموماً 3 سے 5 کاروباری دن لگتے ہیں۔ درخواست ہم آپ کی طرف سے جمع کرواتے ہیں اور آپ کو باخبر رکھتے ہیں۔',
  'home.faq.cancellation': 'آپ کی منسوخی کی پالیسی کیا ہے؟',
  'home.faq.cancellationAnswer':
    'روانگی سے 60 یا زیادہ دن پہلے منسوخی پر فیس کاٹ کر پوری رقم واپس ملتی ہے۔ روانگی سے 30 سے 60 دن پہلے منسوخی پر 25% چارج لگ سکتا ہے۔ اگر آپ کے منصوبے بدل جائیں تو جتنی جلدی ہو سکے ہم سے رابطہ کریں۔',
  'home.faq.groups': 'کیا آپ گروپس کو رعایت دیتے ہیں؟',
  'home.faq.groupsAnswer':
    'جی ہاں۔ ایک ساتھ سفر کرنے والے 10 یا زیادہ افراد کے لیے ہمارے خاص گروپ ریٹس ہیں، جو خاندانوں، مساجد اور کمیونٹی گروپس کے لیے بہترین ہیں۔',
  'home.faq.included': 'آپ کے پیکجز میں کیا شامل ہے؟',
  'home.faq.includedAnswer':
    'ہمارے پیکجز میں ویزا، پروازیں اور رہائش شامل ہیں۔ ہر پیکج کا صفحہ واضح بتاتا ہے کہ کیا شامل ہے اور کیا نہیں۔',
  'home.faq.reply': 'آپ میری پوچھ گچھ کا جواب کتنی جلدی دیں گے؟',
  'home.faq.replyAnswer':
    'ہم ہر پوچھ گچھ کا جواب 24 گھنٹوں میں دیتے ہیں، چاہے آپ ویب سائٹ کے ذریعے لکھیں، ای میل سے یا واٹس ایپ پر۔',
  'home.contact.eyebrow': 'رابطہ',
  'home.contact.title': 'ہم سے رابطے میں رہیں',
  'home.contact.subtitle':
    'ہمیں اپنے منصوبوں کے بارے میں بتائیں، ہم درست پیکج تلاش کرنے میں آپ کی مدد کریں گے۔',
  'home.contact.respond': 'ہم 24 گھنٹوں میں جواب دیتے ہیں',
  'home.contact.secure': 'محفوظ (انکرپٹڈ) کنکشن کے ذریعے بھیجا جاتا ہے',
  'terms.eyebrow': 'بکنگ سے پہلے',
  'terms.title': 'بکنگ کی شرائط',
  'terms.description':
    'ہماری منسوخی اور رقم کی واپسی کی شرائط، اور ادائیگی کے بعد کیا واپس نہیں ہوتا۔',
  'terms.none':
    'ہماری منسوخی اور رقم کی واپسی کی شرائط ہر بکنگ کی تصدیق کے ساتھ، ادائیگی سے پہلے آپ کو ملتی ہیں۔ آپ کسی بھی وقت ہم سے طلب کر سکتے ہیں۔',
  'terms.accept': 'یہ درخواست بھیج کر آپ ہماری یہ شرائط قبول کرتے ہیں:',
  'terms.link': 'بکنگ کی شرائط',
  'about.eyebrow': 'ہمارے بارے میں',
  'about.title': '{siteName} کے بارے میں',
  'about.subtitle': 'زندگی کے سب سے اہم سفر پر کینیڈین زائرین کی خدمت میں۔',
  'about.description':
    '{siteName} کے بارے میں: ایک کینیڈین عمرہ ایجنسی، {years} سال کا تجربہ اور {pilgrims} مطمئن زائرین۔ ہمارا مشن، خدمات اور ہم سے رابطے کا طریقہ۔',
  'about.missionEyebrow': 'ہمارا مشن',
  'about.missionTitle': 'عمرے کو آسان اور بامعنی بنانا',
  'about.missionLead':
    'ہمارا مشن یہ ہے کہ عمرے کا بابرکت سفر کینیڈا کے ہر مسلمان کے لیے قابلِ رسائی، آرام دہ اور روحانی طور پر پُرسکون ہو۔ منصوبہ بندی ہم سنبھالتے ہیں تاکہ آپ اپنا دل عبادت میں لگا سکیں۔',
  'about.missionText':
    'کینیڈا میں قائم کمپنی کی حیثیت سے ہم یہاں سے سفر کرنے والے زائرین کی ضروریات سمجھتے ہیں: طویل پروازیں، بچوں اور بزرگوں کے ساتھ خاندان، اور حرم کے قریب ٹھہرنے کی خواہش۔ ہر پیکج انہی ضروریات کو سامنے رکھ کر بنایا جاتا ہے۔',
  'about.reasonsTitle': 'زائرین ہمیں کیوں منتخب کرتے ہیں',
  'about.reasonYears': 'عمرے کے سفر منظم کرنے کا {years} سال کا تجربہ',
  'about.reasonPilgrims': 'پورے کینیڈا سے {pilgrims} مطمئن زائرین',
  'about.reasonTeam': 'کینیڈا میں قائم ٹیم جس سے آپ ہفتے میں {days} دن رابطہ کر سکتے ہیں',
  'about.reasonHotels': 'مکہ مکرمہ اور مدینہ منورہ میں حرم کے قریب ہوٹل',
  'about.reasonPackage': 'ویزا، پروازیں اور رہائش ایک پریشانی سے پاک پیکج میں',
  'about.reasonPrices': 'فی کس واضح قیمتیں، اور 10 یا زیادہ افراد کے لیے گروپ ریٹس',
  'about.servicesEyebrow': 'ہم کیا کرتے ہیں',
  'about.servicesTitle': 'ہماری خدمات',
  'about.serviceVisa': 'عمرہ ویزا',
  'about.serviceVisaText': 'ہم آپ کی ویزا درخواست تیار کر کے جمع کرواتے ہیں۔',
  'about.serviceFlights': 'پروازیں',
  'about.serviceFlightsText': 'کینیڈا کے بڑے ہوائی اڈوں سے آنے جانے کی پروازیں۔',
  'about.serviceHotels': 'ہوٹل',
  'about.serviceHotelsText': 'دونوں شہروں میں حرم کے قریب آرام دہ ہوٹل۔',
  'about.serviceTransfers': 'ٹرانسفرز',
  'about.serviceTransfersText': 'ہوائی اڈوں، ہوٹلوں اور شہروں کے درمیان زمینی سفر۔',
  'about.serviceGuidance': 'رہنمائی',
  'about.serviceGuidanceText': 'سفر سے پہلے اور دورانِ سفر عمرے کے مناسک میں مدد۔',
  'about.serviceGroups': 'گروپ سفر',
  'about.serviceGroupsText': 'خاندانوں، مساجد اور گروپس کے لیے خصوصی انتظامات۔',
  'about.contactTitle': 'ہماری ٹیم سے بات کریں',
  'about.contactSubtitle': 'ہم ہر پوچھ گچھ کا جواب 24 گھنٹوں میں دیتے ہیں۔',
  'blogs.pageTitle': 'بلاگ',
  'blogs.eyebrow': 'بلاگ',
  'blogs.title': 'عمرہ گائیڈز اور مفید مضامین',
  'blogs.subtitle': 'عملی مشورے اور روحانی یاد دہانیاں جو آپ کو سفر کی تیاری میں مدد دیں۔',
  'blogs.description':
    'کینیڈا کے زائرین کے لیے گائیڈز اور تاثرات: عمرے کی تیاری، مناسک قدم بہ قدم، اور مکہ مکرمہ اور مدینہ منورہ کے سفر کے مشورے۔',
  'blogs.empty': 'ابھی کوئی مضمون نہیں۔ جلد دوبارہ دیکھیں!',
  'blogs.readMore': 'مزید پڑھیں',
  'blogPost.back': 'بلاگ پر واپس جائیں',
  'blogPost.notFound': 'مضمون نہیں ملا',
  'blogPost.notFoundText': 'آپ جو مضمون تلاش کر رہے ہیں وہ موجود نہیں یا اب دستیاب نہیں ہے۔',
  'blogPost.notFoundDescription': 'یہ مضمون موجود نہیں یا اب دستیاب نہیں ہے۔',
  'pastTrips.pageTitle': 'گزشتہ سفر',
  'pastTrips.eyebrow': 'گیلری',
  'pastTrips.title': 'ہمارے گزشتہ سفر',
  'pastTrips.subtitle':
    'ان سفروں کے لمحات جنہیں پورے کینیڈا کے زائرین کے لیے منظم کرنا ہمارے لیے اعزاز رہا۔',
  'pastTrips.description':
    'ہمارے گزشتہ عمرہ سفروں کی تصاویر: پورے کینیڈا کے زائرین مکہ مکرمہ اور مدینہ منورہ میں۔',
  'pastTrips.empty': 'اس وقت گیلری میں کچھ دستیاب نہیں۔',
  'contact.title': 'ہم سے رابطہ کریں',
  'contact.subtitle':
    'پیکجز، ویزا یا تاریخوں کے بارے میں سوالات ہیں؟ ہمیں پیغام بھیجیں، ہم 24 گھنٹوں میں جواب دیں گے۔',
  'contact.description':
    'ہماری کینیڈین عمرہ ٹیم سے فارم، فون، ای میل یا واٹس ایپ کے ذریعے رابطہ کریں۔ ہم 24 گھنٹوں میں جواب دیتے ہیں۔',
  'contact.formTitle': 'ہمیں پیغام بھیجیں',
  'contact.formIntro': 'فارم پُر کریں، ہمارا کوئی عمرہ ماہر آپ سے رابطہ کرے گا۔',
  'contact.officeHours': 'دفتری اوقات',
  'contact.followUs': 'ہمیں فالو کریں',
  'contact.hours.weekdays': 'پیر تا جمعہ',
  'contact.hours.weekdaysHours': 'صبح 9:00 - شام 6:00',
  'contact.hours.saturday': 'ہفتہ',
  'contact.hours.saturdayHours': 'صبح 10:00 - شام 4:00',
  'contact.hours.sunday': 'اتوار',
  'contact.hours.closed': 'بند',
  'contactInfo.phone': 'فون',
  'contactInfo.email': 'ای میل',
  'contactInfo.address': 'پتہ',
  'count.nights': '{count, plural, one {# رات} other {# راتیں}}',
  'count.people': '{count, plural, one {# فرد} other {# افراد}}',
  ...packageUr,
  ...formsUr,
  ...bookingPageUr,
  ...privacyUr,
};

export const ur: Record<MessageId, string> = { ...bilingualOnlyEn, ...urPublic };
