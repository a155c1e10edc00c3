/** Les textes de la page de paiement (voir pay.en.ts). */
import type { payEn } from './pay.en';

export const payFr: Record<keyof typeof payEn, string> = {
  // The card checkout's line (Stripe shows it on its page).
  'pay.checkoutDeposit': 'Acompte : {title} ({reference})',
  'pay.checkoutBalance': 'Solde : {title} ({reference})',
  'pay.checkoutBooking': 'Réservation d’Omra',
  'pay.title': 'Votre paiement',
  'pay.description': 'Votre réservation d’Omra : ce qui est payé et ce qui reste à payer.',
  'pay.eyebrow': 'Paiement',
  'pay.bannerTitle': 'Votre réservation',
  'pay.bannerTitleNamed': 'Votre réservation, {name}',
  'pay.noticeSuccess':
    'Merci : votre paiement a été reçu. Cette page l’affichera une fois le paiement confirmé (un prélèvement peut prendre quelques jours).',
  'pay.noticeSuccessShown': 'Merci : votre paiement a été reçu et figure ci-dessous.',
  'pay.noticeCancelled': 'Le paiement n’a pas été effectué. Vous pouvez réessayer ci-dessous.',
  'pay.noticeError':
    'Le paiement par carte ne peut pas être ouvert pour l’instant. Veuillez réessayer plus tard ou payer par virement Interac.',
  'pay.noticeProcessing':
    'Un paiement est en cours de traitement pour cette réservation. Cette page l’affichera dans quelques minutes ; veuillez ne pas payer une seconde fois.',
  'pay.noticeNothingDue': 'Rien n’est dû sur cette réservation pour le moment.',
  'pay.invalidTitle': 'Ce lien de paiement n’est pas valide',
  'pay.invalidText':
    'Il a peut-être expiré ou été remplacé par un lien plus récent. Écrivez-nous et nous vous en enverrons un nouveau.',
  'pay.contactUs': 'Nous joindre',
  'pay.summary': 'Résumé',
  'pay.package': 'Forfait',
  'pay.bookingReference': 'Référence de réservation',
  'pay.room': 'Chambre',
  'pay.roomValue': '{room}, {count, plural, one {# voyageur} other {# voyageurs}}',
  'pay.room.quad': 'Quadruple',
  'pay.room.triple': 'Triple',
  'pay.room.double': 'Double',
  'pay.departure': 'Départ',
  'pay.total': 'Total',
  'pay.paid': 'Payé',
  'pay.pending': 'En attente de confirmation bancaire',
  'pay.status': 'État',
  'pay.status.deposit-due': 'Acompte à payer',
  'pay.status.balance-due': 'Solde à payer',
  'pay.status.paid': 'Payé en entier',
  'pay.due': 'À payer',
  'pay.paidInFull': 'Votre réservation est payée en entier. Merci, et qu’Allah accepte votre Omra.',
  'pay.dueNow': 'À payer maintenant',
  'pay.nothingDueNow': 'Rien à payer pour l’instant',
  'pay.depositDueBy': 'Acompte, à payer d’ici le {date}',
  'pay.balanceDueBy': 'Solde, à payer d’ici le {date}',
  'pay.payByCard': 'Payer {amount} par carte',
  'pay.etransferTitle': 'Payer par virement Interac',
  'pay.sendTo': 'Envoyer à',
  'pay.amount': 'Montant',
  'pay.reference': 'Message (référence)',
  'pay.copy': 'Copier',
  'pay.copied': 'Copié',
  'pay.copyLabel': 'Copier {what}',
  'pay.etransferNote':
    'Nous inscrivons les virements à la main : cette page affichera le vôtre d’ici un jour ouvrable.',
  'pay.receipts': 'Vos reçus',
  'pay.confirmation': 'Votre confirmation de réservation (PDF)',
  'pay.termsTitle': 'Nos conditions de réservation ont changé',
  'pay.termsIntro':
    'Veuillez lire les conditions ci-dessous (version {version}). Elles s’appliquent à votre réservation dès que vous les acceptez ; vous pourrez alors payer par carte.',
  'pay.termsAccept': 'J’accepte ces conditions',
  'pay.termsFirst': 'Acceptez les conditions de réservation ci-dessus pour payer par carte.',
  'pay.noticeTerms': 'Veuillez accepter les conditions de réservation mises à jour avant de payer.',
  'pay.noticeTermsAccepted':
    'Merci : votre acceptation des conditions de réservation est enregistrée.',
  'pay.noticeTermsChanged':
    'Les conditions de réservation ont encore changé pendant votre lecture : veuillez lire la nouvelle version ci-dessous.',
  'pay.receiptPayment': 'Reçu {number} : {amount} reçu le {date} (PDF)',
  'pay.receiptRefund': 'Reçu {number} : {amount} remboursé le {date} (PDF)',
};
