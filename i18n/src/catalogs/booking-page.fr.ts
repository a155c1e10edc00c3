/** Les textes de la page de réservation (voir booking-page.en.ts). */
import type { bookingPageEn } from './booking-page.en';

export const bookingPageFr: Record<keyof typeof bookingPageEn, string> = {
  'bookingPage.title': 'Réservez votre Omra',
  'bookingPage.description':
    'Demandez votre réservation d’Omra en ligne : choisissez un forfait, votre date de voyage et le nombre de voyageurs. Nous étudions chaque demande dans les 24\u00a0heures.',
  'bookingPage.eyebrow': 'Réservation',
  'bookingPage.subtitle':
    'Envoyez-nous votre demande de réservation. Nous étudions chaque demande dans les 24\u00a0heures et vous contactons pour en confirmer les détails.',
  'bookingPage.formTitle': 'Demande de réservation',
  'bookingPage.formIntro':
    'Les champs marqués d’un * sont obligatoires. Aucun paiement n’est demandé maintenant.',
  'bookingPage.stepsTitle': 'Et ensuite ?',
  'bookingPage.stepsIntro': 'Votre demande est étudiée dans les 24\u00a0heures.',
  'bookingPage.step1Title': 'Envoyez votre demande',
  'bookingPage.step1Text': 'Choisissez votre forfait, la date souhaitée et le nombre de voyageurs.',
  'bookingPage.step2Title': 'Nous l’étudions dans les 24\u00a0heures',
  'bookingPage.step2Text':
    'Un spécialiste de l’Omra vérifie les disponibilités pour vos dates et votre groupe.',
  'bookingPage.step3Title': 'Nous confirmons les détails',
  'bookingPage.step3Text':
    'Nous vous appelons ou vous écrivons avec le prix final, les chambres et les prochaines étapes.',
  'bookingPage.step4Title': 'Préparez votre voyage',
  'bookingPage.step4Text':
    'Nous nous occupons du visa, des vols et des hôtels pendant que vous vous préparez à l’adoration.',
  'bookingPage.noPayment':
    'Aucun paiement n’est requis maintenant : nous confirmons d’abord chaque détail avec vous.',
};
