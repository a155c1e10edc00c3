/**
 * Les messages en français (Canada), au vouvoiement. Typed against the English catalog: a
 * missing or extra id fails the typecheck, and catalogs.test.ts checks the placeholders. A
 * no-break space (\u00a0) ties a number to its unit ("24 heures"); the spaces before : ; ! ?
 * and % and inside « » are the translator's (@umrah/domain/french-typography), never written
 * here.
 */
import { formsFr } from './forms.fr';
import { bookingPageFr } from './booking-page.fr';
import { payFr } from './pay.fr';
import { groupFr } from './group.fr';
import { tripFr } from './trip.fr';
import { unsubscribeFr } from './unsubscribe.fr';
import { mailsFr } from './mails.fr';
import { documentsFr } from './documents.fr';
import type { MessageId } from './en';
import { packageFr } from './package.fr';
import { privacyFr } from './privacy.fr';

export const fr: Record<MessageId, string> = {
  'frame.skipToContent': 'Passer au contenu principal',
  'frame.whatsappRegion': 'Discuter sur WhatsApp',
  'frame.whatsappFloat': 'Écrivez-nous sur WhatsApp',
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
  'language.name': 'Français',
  'language.switchLabel': 'Voir cette page en français',
  'language.menu': 'Langue',
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
  'home.description':
    'Forfaits Omra haut de gamme au départ du Canada : visa, vols et hôtels à La Mecque et à Médine. Plus de 15 ans d’expérience, plus de 5000 pèlerins satisfaits et une équipe joignable {days}\u00a0jours sur 7.',
  'home.hero.eyebrow': 'Forfaits Omra au départ du Canada',
  'home.hero.title': 'Entreprenez le voyage d’une vie',
  'home.hero.lead':
    'Des forfaits Omra haut de gamme et sans tracas, avec visa, vols et hôtels près du Haram, préparés par une équipe canadienne joignable {days}\u00a0jours sur 7.',
  'home.hero.explore': 'Découvrir les forfaits',
  'home.hero.contact': 'Nous joindre',
  'home.packages.eyebrow': 'Nos forfaits',
  'home.packages.title': 'Forfaits Omra',
  'home.packages.subtitle':
    'Choisissez parmi des forfaits soigneusement préparés pour tous les budgets, avec hôtels à La Mecque et à Médine.',
  'home.packages.all': 'Voir tous les forfaits',
  'home.why.eyebrow': 'Pourquoi nous choisir',
  'home.why.title': 'Votre pèlerinage entre de bonnes mains',
  'home.why.subtitle':
    'Nous nous occupons de tout pour que vous puissiez vous consacrer à votre adoration.',
  'home.why.premium': 'Service haut de gamme',
  'home.why.premiumText':
    'Des hôtels choisis avec soin près du Haram et une attention délicate à chaque étape.',
  'home.why.canadian': 'Entreprise canadienne',
  'home.why.canadianText':
    'Une entreprise canadienne au service des pèlerins d’un océan à l’autre, dans votre fuseau horaire.',
  'home.why.support': 'Soutien {days}\u00a0jours sur 7',
  'home.why.supportText':
    'Notre équipe vous répond aux heures d’ouverture, avant votre départ et tout au long de votre voyage.',
  'home.why.hassleFree': 'Sans tracas',
  'home.why.hassleFreeText': 'Visa, vols et hébergement réunis dans un seul forfait simple.',
  'home.about.eyebrow': 'Qui sommes-nous',
  'home.about.title': 'Une agence canadienne dévouée à votre Omra',
  'home.about.text':
    'Depuis plus de quinze ans, {siteName} aide les familles musulmanes de partout au Canada à répondre à l’appel de La Mecque et de Médine. Nous savons combien ce voyage compte pour vous : c’est pourquoi nous préparons chaque détail avec soin, des visas aux vols, des hôtels près du Haram à l’accompagnement sur place.',
  'home.about.text2':
    'De votre première question jusqu’à votre retour à la maison, notre équipe est à vos côtés à chaque étape.',
  'home.about.more': 'En savoir plus sur nous',
  'home.about.pastTrips': 'Voir nos voyages passés',
  'home.about.statYears': 'Années d’expérience',
  'home.about.statPilgrims': 'Pèlerins satisfaits',
  'home.testimonials.eyebrow': 'Témoignages',
  'home.testimonials.title': 'Ce que disent nos pèlerins',
  'home.testimonials.subtitle': 'Les mots des familles qui ont voyagé avec nous.',
  'home.testimonials.empty': 'Aucun témoignage pour l’instant.',
  'home.faq.eyebrow': 'FAQ',
  'home.faq.title': 'Questions fréquentes',
  'home.faq.subtitle': 'Les réponses aux questions que les pèlerins nous posent le plus souvent.',
  'home.faq.visa': 'Combien de temps faut-il pour obtenir le visa de l’Omra?',
  'home.faq.visaAnswer':
    'Le traitement du visa prend habituellement de 3 à 5 jours ouvrables une fois votre dossier complet reçu. Nous nous occupons de la demande pour vous et vous tenons au courant.',
  'home.faq.cancellation': 'Quelle est votre politique d’annulation?',
  'home.faq.cancellationAnswer':
    'Une annulation faite 60 jours ou plus avant le départ donne droit à un remboursement complet, moins les frais. Une annulation faite de 30 à 60 jours avant le départ peut entraîner des frais de 25 %. Communiquez avec nous le plus tôt possible si vos plans changent.',
  'home.faq.groups': 'Offrez-vous des rabais de groupe?',
  'home.faq.groupsAnswer':
    'Oui. Nous offrons des tarifs de groupe spéciaux à partir de 10 personnes voyageant ensemble, idéal pour les familles, les mosquées et les groupes communautaires.',
  'home.faq.included': 'Qu’est-ce qui est inclus dans vos forfaits?',
  'home.faq.includedAnswer':
    'Nos forfaits réunissent visa, vols et hébergement. La page de chaque forfait précise exactement ce qui est inclus et ce qui ne l’est pas.',
  'home.faq.reply': 'En combien de temps répondez-vous à ma demande?',
  'home.faq.replyAnswer':
    'Nous répondons à chaque demande en moins de 24 heures, que vous nous écriviez par le site Web, par courriel ou sur WhatsApp.',
  'home.contact.eyebrow': 'Contact',
  'home.contact.title': 'Écrivez-nous',
  'home.contact.subtitle':
    'Parlez-nous de vos projets et nous vous aiderons à trouver le forfait qui vous convient.',
  'home.contact.respond': 'Réponse en moins de 24 heures',
  'home.contact.secure': 'Envoyé par une connexion chiffrée',
  'terms.eyebrow': 'Avant de réserver',
  'terms.title': 'Conditions de réservation',
  'terms.description':
    'Nos conditions d’annulation et de remboursement, et ce qui n’est pas remboursable une fois payé.',
  'terms.none':
    'Nos conditions d’annulation et de remboursement accompagnent chaque confirmation de réservation, avant le paiement. Demandez-les-nous à tout moment.',
  'terms.accept': 'En envoyant cette demande, vous acceptez nos',
  'terms.link': 'conditions de réservation',
  'about.eyebrow': 'À propos',
  'about.title': 'À propos de {siteName}',
  'about.subtitle': 'Au service des pèlerins canadiens pour le voyage d’une vie.',
  'about.description':
    'À propos de {siteName} : une agence canadienne spécialiste de la Omra, avec {years} ans d’expérience et {pilgrims} pèlerins satisfaits. Notre mission, nos services et comment nous joindre.',
  'about.missionEyebrow': 'Notre mission',
  'about.missionTitle': 'Une Omra simple et riche de sens',
  'about.missionLead':
    'Notre mission : rendre le voyage béni de la Omra accessible, confortable et spirituellement comblant pour chaque musulman au Canada. Nous nous occupons de l’organisation pour que vous puissiez consacrer votre cœur à l’adoration.',
  'about.missionText':
    'Entreprise établie au Canada, nous comprenons les besoins des pèlerins qui partent d’ici : longs vols, familles avec enfants et aînés, désir de loger près du Haram. Chaque forfait est conçu autour de ces besoins.',
  'about.reasonsTitle': 'Pourquoi les pèlerins nous choisissent',
  'about.reasonYears': '{years} ans d’expérience dans l’organisation de voyages de Omra',
  'about.reasonPilgrims': '{pilgrims} pèlerins satisfaits de partout au Canada',
  'about.reasonTeam': 'Une équipe établie au Canada, joignable {days}\u00a0jours sur 7',
  'about.reasonHotels': 'Des hôtels près du Haram à La Mecque et à Médine',
  'about.reasonPackage': 'Visa, vols et hébergement réunis dans un seul forfait sans tracas',
  'about.reasonPrices':
    'Des prix clairs par personne, avec des tarifs de groupe à partir de 10 personnes',
  'about.servicesEyebrow': 'Ce que nous faisons',
  'about.servicesTitle': 'Nos services',
  'about.serviceVisa': 'Visa de Omra',
  'about.serviceVisaText': 'Nous préparons et déposons votre demande de visa.',
  'about.serviceFlights': 'Vols',
  'about.serviceFlightsText': 'Vols aller-retour au départ des principaux aéroports canadiens.',
  'about.serviceHotels': 'Hôtels',
  'about.serviceHotelsText': 'Des hôtels confortables près du Haram dans les deux villes.',
  'about.serviceTransfers': 'Transferts',
  'about.serviceTransfersText': 'Transport terrestre entre aéroports, hôtels et villes.',
  'about.serviceGuidance': 'Accompagnement',
  'about.serviceGuidanceText':
    'De l’aide pour les rites de la Omra, avant et pendant votre voyage.',
  'about.serviceGroups': 'Voyages de groupe',
  'about.serviceGroupsText':
    'Des arrangements particuliers pour les familles, les mosquées et les groupes.',
  'about.contactTitle': 'Parlez à notre équipe',
  'about.contactSubtitle': 'Nous répondons à chaque demande en moins de 24 heures.',
  'blogs.pageTitle': 'Blogue',
  'blogs.eyebrow': 'Blogue',
  'blogs.title': 'Guides et réflexions sur la Omra',
  'blogs.subtitle':
    'Des conseils pratiques et des rappels spirituels pour vous aider à préparer votre voyage.',
  'blogs.description':
    'Guides et réflexions pour les pèlerins du Canada : se préparer à la Omra, les rites étape par étape, conseils de voyage pour La Mecque et Médine.',
  'blogs.empty': 'Aucun article pour l’instant. Revenez bientôt!',
  'blogs.readMore': 'Lire la suite',
  'blogPost.back': 'Retour au blogue',
  'blogPost.notFound': 'Article introuvable',
  'blogPost.notFoundText': 'L’article que vous cherchez n’existe pas ou n’est plus disponible.',
  'blogPost.notFoundDescription': 'Cet article n’existe pas ou n’est plus disponible.',
  'pastTrips.pageTitle': 'Voyages passés',
  'pastTrips.eyebrow': 'Galerie',
  'pastTrips.title': 'Nos voyages passés',
  'pastTrips.subtitle':
    'Des moments des voyages que nous avons eu l’honneur d’organiser pour des pèlerins de partout au Canada.',
  'pastTrips.description':
    'Photos de nos voyages de Omra passés : des pèlerins de partout au Canada à La Mecque et à Médine.',
  'pastTrips.empty': 'Aucune photo à afficher pour le moment.',
  'contact.title': 'Nous joindre',
  'contact.subtitle':
    'Des questions sur les forfaits, les visas ou les dates? Envoyez-nous un message et nous vous répondrons en moins de 24 heures.',
  'contact.description':
    'Joignez notre équipe canadienne spécialiste de la Omra par formulaire, téléphone, courriel ou WhatsApp. Réponse en moins de 24 heures.',
  'contact.formTitle': 'Envoyez-nous un message',
  'contact.formIntro':
    'Remplissez le formulaire et l’un de nos spécialistes de la Omra communiquera avec vous.',
  'contact.officeHours': 'Heures d’ouverture',
  'contact.followUs': 'Suivez-nous',
  'contact.hours.weekdays': 'Du lundi au vendredi',
  'contact.hours.weekdaysHours': '9 h à 18 h',
  'contact.hours.saturday': 'Samedi',
  'contact.hours.saturdayHours': '10 h à 16 h',
  'contact.hours.sunday': 'Dimanche',
  'contact.hours.closed': 'Fermé',
  'contactInfo.phone': 'Téléphone',
  'contactInfo.email': 'Courriel',
  'contactInfo.address': 'Adresse',
  'count.nights': '{count, plural, one {# nuit} other {# nuits}}',
  'count.people': '{count, plural, one {# personne} other {# personnes}}',
  ...packageFr,
  ...formsFr,
  ...bookingPageFr,
  ...payFr,
  ...groupFr,
  ...tripFr,
  ...unsubscribeFr,
  ...mailsFr,
  ...documentsFr,
  ...privacyFr,
};
