/** The booking page's texts in Urdu (awaiting a native speaker's review). */
import type { bookingPageEn } from './booking-page.en';

export const bookingPageUr: Record<keyof typeof bookingPageEn, string> = {
  'bookingPage.title': 'اپنا عمرہ بک کریں',
  'bookingPage.description':
    'اپنے عمرے کی بکنگ کی درخواست آن لائن بھیجیں: پیکج، سفر کی تاریخ اور مسافروں کا انتخاب کریں۔ ہم ہر درخواست کا 24 گھنٹوں میں جائزہ لیتے ہیں۔',
  'bookingPage.eyebrow': 'بکنگ',
  'bookingPage.subtitle':
    'ہمیں اپنی بکنگ کی درخواست بھیجیں۔ ہم ہر درخواست کا 24 گھنٹوں میں جائزہ لیتے ہیں اور تفصیلات کی تصدیق کے لیے آپ سے رابطہ کرتے ہیں۔',
  'bookingPage.formTitle': 'بکنگ کی درخواست',
  'bookingPage.formIntro': '* والے خانے لازمی ہیں۔ ابھی کوئی ادائیگی نہیں لی جاتی۔',
  'bookingPage.stepsTitle': 'آگے کیا ہوگا؟',
  'bookingPage.stepsIntro': 'آپ کی درخواست کا 24 گھنٹوں میں جائزہ لیا جاتا ہے۔',
  'bookingPage.step1Title': 'اپنی درخواست بھیجیں',
  'bookingPage.step1Text': 'اپنا پیکج، پسندیدہ تاریخ اور مسافروں کی تعداد منتخب کریں۔',
  'bookingPage.step2Title': 'ہم 24 گھنٹوں میں جائزہ لیتے ہیں',
  'bookingPage.step2Text': 'ہمارا عمرہ ماہر آپ کی تاریخوں اور گروپ کے لیے دستیابی دیکھتا ہے۔',
  'bookingPage.step3Title': 'ہم تفصیلات کی تصدیق کرتے ہیں',
  'bookingPage.step3Text':
    'ہم آپ کو حتمی قیمت، کمروں اور اگلے مراحل کے بارے میں فون یا ای میل کرتے ہیں۔',
  'bookingPage.step4Title': 'اپنے سفر کی تیاری کریں',
  'bookingPage.step4Text':
    'ہم آپ کا ویزا، پروازیں اور ہوٹل ترتیب دیتے ہیں جبکہ آپ عبادت کی تیاری کرتے ہیں۔',
  'bookingPage.noPayment':
    'ابھی کسی ادائیگی کی ضرورت نہیں: ہم پہلے ہر تفصیل کی آپ سے تصدیق کرتے ہیں۔',
};
