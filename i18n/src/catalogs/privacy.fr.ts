/** Les textes de la page sur la confidentialité (voir privacy.en.ts). */
import type { privacyEn } from './privacy.en';

export const privacyFr: Record<keyof typeof privacyEn, string> = {
  'footer.privacy': 'Confidentialité',
  'privacy.title': 'Confidentialité',
  'privacy.description':
    'Comment {siteName} traite vos renseignements personnels : ce que nous recueillons, pourquoi, combien de temps, qui les reçoit et à qui vous adresser.',
  'privacy.eyebrow': 'Vos renseignements',
  'privacy.bannerTitle': 'Politique de confidentialité',
  'privacy.bannerSubtitle':
    'Ce que nous recueillons quand vous nous écrivez, réservez ou payez, pourquoi nous en avons besoin, combien de temps nous le gardons et qui le reçoit.',
  'privacy.officerTitle': 'Responsable de la protection des renseignements personnels',
  'privacy.officerIntro':
    'Cette personne veille à la protection de vos renseignements personnels et traite vos demandes.',
  'privacy.officerDefault': 'La direction de {siteName}',
  'privacy.collectedTitle': 'Ce que nous recueillons, pourquoi et pour combien de temps',
  'privacy.columnWhat': 'Renseignements',
  'privacy.columnWhy': 'Pourquoi',
  'privacy.columnHowLong': 'Durée de conservation',
  'privacy.messagesWhat': 'Messages : votre nom, votre courriel, votre téléphone et votre message.',
  'privacy.messagesWhy': 'Pour répondre à votre question.',
  'privacy.messagesHowLong': 'Jusqu’à ce que vous nous demandiez de les effacer.',
  'privacy.bookingsWhat':
    'Demandes de réservation et réservations : votre nom, votre courriel et votre téléphone, le nom des voyageurs, vos demandes particulières.',
  'privacy.bookingsWhy': 'Pour préparer votre voyage : visa, vols, hôtels et transferts.',
  'privacy.bookingsHowLong':
    'Jusqu’à ce que vous nous demandiez de les effacer ; les noms et montants des reçus restent (voir paiements).',
  'privacy.passportWhat': 'Copie du passeport, si vous en joignez une.',
  'privacy.passportWhy': 'Pour demander le visa et réserver les vols.',
  'privacy.passportHowLong':
    '{days, plural, one {Supprimée automatiquement # jour après le voyage.} other {Supprimée automatiquement # jours après le voyage.}}',
  'privacy.travellersWhat':
    'Renseignements sur chaque voyageur : nom et sexe comme sur le passeport, date de naissance, nationalité, passeport (numéro, pays de délivrance, dates de délivrance et d’expiration), vaccin contre la méningite (date, type et certificat), état du visa, personne à joindre en cas d’urgence, notes de mobilité ou médicales, et une photo pour le visa.',
  'privacy.travellersWhy':
    'Pour demander le visa, réserver les vols et les hôtels, et prendre soin de chaque voyageur pendant le voyage (chambres, assistance).',
  'privacy.travellersHowLong':
    '{days, plural, one {Supprimés automatiquement, avec le certificat, la photo et la copie du passeport téléversés, # jour après le voyage (ou après une réservation annulée).} other {Supprimés automatiquement, avec le certificat, la photo et la copie du passeport téléversés, # jours après le voyage (ou après une réservation annulée).}}',
  'privacy.paymentsWhat':
    'Paiements et reçus : le nom du payeur, les montants, les dates et le mode de paiement.',
  'privacy.paymentsWhy':
    'Pour recevoir vos paiements et vous remettre les reçus numérotés qu’exigent les lois sur les agences de voyages et l’impôt.',
  'privacy.paymentsHowLong':
    'Aussi longtemps que l’exigent les lois fiscales et sur les agences de voyages (six ans après la fin de l’année d’imposition visée), même après une demande d’effacement.',
  'privacy.recipientsTitle': 'Qui les reçoit',
  'privacy.recipientsPayments':
    'Notre fournisseur de paiement par carte (Stripe), quand vous payez par carte : les données de la carte lui vont directement et ne nous parviennent jamais.',
  'privacy.recipientsMail':
    'Notre service de courriel, qui achemine les courriels que nous vous envoyons (accusés de réception, confirmations, reçus).',
  'privacy.recipientsTravel':
    'Les transporteurs aériens, les hôtels et les autorités saoudiennes des visas, pour les voyageurs d’une réservation seulement.',
  'privacy.recipientsStaff':
    'À l’agence, seulement les employés qui traitent votre demande ou votre réservation. Nous ne vendons jamais vos renseignements.',
  'privacy.rightsTitle': 'Vos droits',
  'privacy.rightsText':
    'Vous pouvez demander à consulter les renseignements que nous détenons sur vous, à les faire corriger ou à les faire effacer (sauf ceux que la loi nous oblige à garder). Écrivez à la personne responsable ci-dessus : nous répondons dans les 30 jours.',
  'privacy.complaintText':
    'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte au Commissariat à la protection de la vie privée du Canada ou, au Québec, à la Commission d’accès à l’information.',
  'privacy.requestTitle': 'Demander vos renseignements',
  'privacy.requestIntro':
    'Ce formulaire vous permet de consulter, de corriger ou de faire effacer ce que nous détenons sur vous. Il parvient à la personne responsable ci-dessus, qui répond dans les 30 jours.',
};
