/** Les textes de la page de désabonnement (voir unsubscribe.en.ts). */
import type { unsubscribeEn } from './unsubscribe.en';

export const unsubscribeFr: Record<keyof typeof unsubscribeEn, string> = {
  'unsubscribe.title': 'Désabonnement',
  'unsubscribe.description': 'Ne plus recevoir nos nouvelles et nos offres.',
  'unsubscribe.heading': 'Ne plus recevoir nos nouvelles et nos offres ?',
  'unsubscribe.text':
    'Nous n’enverrons plus de nouvelles ni d’offres à {email}. Les messages au sujet de vos réservations et de vos demandes vous parviennent toujours.',
  'unsubscribe.button': 'Me désabonner',
  'unsubscribe.doneHeading': 'Désabonnement confirmé',
  'unsubscribe.doneText':
    '{email} ne recevra plus nos nouvelles ni nos offres. Vous pouvez les demander de nouveau en cochant la case sur l’un de nos formulaires.',
  'unsubscribe.invalidHeading': 'Ce lien de désabonnement n’est pas valide',
  'unsubscribe.invalidText':
    'Veuillez utiliser le lien de votre courriel le plus récent, ou écrivez-nous et nous retirerons votre adresse.',
  'unsubscribe.contactUs': 'Nous écrire',
};
