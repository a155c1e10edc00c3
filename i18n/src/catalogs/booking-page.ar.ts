/** The booking page's texts in Arabic (awaiting a native speaker's review). */
import type { bookingPageEn } from './booking-page.en';

export const bookingPageAr: Record<keyof typeof bookingPageEn, string> = {
  'bookingPage.title': 'احجز عمرتك',
  'bookingPage.description':
    'اطلب حجز عمرتك عبر الإنترنت: اختر باقة وموعد سفرك وعدد المسافرين. نراجع كل طلب خلال 24 ساعة.',
  'bookingPage.eyebrow': 'الحجز',
  'bookingPage.subtitle':
    'أرسل لنا طلب حجزك. نراجع كل طلب خلال 24 ساعة ونتواصل معك لتأكيد التفاصيل.',
  'bookingPage.formTitle': 'طلب حجز',
  'bookingPage.formIntro': 'الحقول المعلَّمة بـ * مطلوبة. لا يُدفع أي مبلغ الآن.',
  'bookingPage.stepsTitle': 'ماذا يحدث بعد ذلك؟',
  'bookingPage.stepsIntro': 'نراجع طلبك خلال 24 ساعة.',
  'bookingPage.step1Title': 'أرسل طلبك',
  'bookingPage.step1Text': 'اختر باقتك والموعد الذي تفضّله وعدد المسافرين.',
  'bookingPage.step2Title': 'نراجعه خلال 24 ساعة',
  'bookingPage.step2Text': 'يتحقق أحد مختصّي العمرة من توفّر المقاعد لمواعيدك ومجموعتك.',
  'bookingPage.step3Title': 'نؤكد التفاصيل',
  'bookingPage.step3Text': 'نتصل بك أو نراسلك بالسعر النهائي والغرف والخطوات التالية.',
  'bookingPage.step4Title': 'استعد لرحلتك',
  'bookingPage.step4Text': 'نرتّب تأشيرتك وطيرانك وفنادقك بينما تستعد للعبادة.',
  'bookingPage.noPayment': 'لا حاجة إلى الدفع الآن: نؤكد معك كل التفاصيل أولًا.',
};
