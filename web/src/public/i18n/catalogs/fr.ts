/**
 * Les messages en français (Canada), au vouvoiement. Typed against the English catalog: a
 * missing or extra id fails the typecheck, and catalogs.test.ts checks the placeholders.
 */
import type { MessageId } from './en';

export const fr: Record<MessageId, string> = {
  'frame.skipToContent': 'Passer au contenu principal',
  'frame.whatsappRegion': 'Discuter sur WhatsApp',
  'frame.whatsappFloat': 'Discutez avec nous sur WhatsApp',
  'nav.main': 'Principale',
  'nav.mobile': 'Mobile',
  'nav.home': 'Accueil',
  'nav.about': 'À propos',
  'nav.packages': 'Forfaits',
  'nav.blogs': 'Blogue',
  'nav.contact': 'Contact',
  'nav.bookNow': 'Réserver',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'theme.label': 'Mode sombre',
  'theme.title': 'Passer du mode clair au mode sombre',
  'language.switch': 'English',
  'language.switchLabel': 'View this page in English',
  'language.notice': 'Cette page existe en français.',
  'language.noticeLink': 'Voir en français',
  'language.noticeDismiss': 'Non merci',
  'footer.blurb':
    'Spécialistes de la Omra établis au Canada. Visa, vols et hôtels près du Haram à La Mecque et à Médine, organisés avec soin pour que vous puissiez vous consacrer à votre adoration.',
  'footer.quickLinks': 'Liens rapides',
  'footer.contactUs': 'Nous joindre',
  'footer.rights': '© {year} {name}. Tous droits réservés.',
  'document.homeTitle': '{siteName} | Forfaits Omra au départ du Canada',
  'notFound.title': 'Page introuvable',
  'notFound.description': 'La page que vous cherchez n’existe pas.',
  'notFound.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'notFound.home': 'Retour à l’accueil',
  'notFound.packages': 'Voir les forfaits',
};
