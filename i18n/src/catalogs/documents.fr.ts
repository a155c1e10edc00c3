/**
 * Les documents PDF (voir documents.en.ts). La mention du FICAV est celle du Règlement sur les
 * agents de voyages, art. 18 (i) ; la vérifier contre le texte français officiel avant la mise
 * en ligne.
 */
import type { documentsEn } from './documents.en';

export const documentsFr: Record<keyof typeof documentsEn, string> = {
  'receipt.title': 'Reçu',
  'receipt.refundTitle': 'Reçu de remboursement',
  'receipt.copy': 'COPIE',
  'receipt.number': 'Reçu n°',
  'receipt.date': 'Date',
  'receipt.reference': 'Référence de la réservation',
  'receipt.registration': 'Enregistrement',
  'receipt.quebecPermit': 'Permis du Québec',
  'receipt.customer': 'Reçu de',
  'receipt.refundCustomer': 'Remboursé à',
  'receipt.addressUnknown': 'Adresse non fournie',
  'receipt.services': 'Services',
  'receipt.servicesValue':
    '{packageTitle} : chambre {room}, {count, plural, one {# voyageur} other {# voyageurs}}, départ le {date}',
  'receipt.amountReceived': 'Montant reçu',
  'receipt.amountRefunded': 'Montant remboursé',
  'receipt.method': 'Mode de paiement',
  'receipt.method.card': 'Carte',
  'receipt.method.etransfer': 'Virement Interac',
  'receipt.method.cash': 'Argent comptant',
  'receipt.method.cheque': 'Chèque',
  'receipt.method.other': 'Autre',
  'receipt.total': 'Prix total des services',
  'receipt.paidToDate': 'Payé à ce jour',
  'receipt.balance': 'Solde à percevoir',
  'receipt.priceToConfirm': 'Prix à confirmer',
  'receipt.ficavContribution': 'Contribution au FICAV ({rate} %)',
  'receipt.ficavCredit': 'Crédit applicable',
  'receipt.ficavExemption': 'Certificat d’exemption du FICAV',
  'receipt.ficavMention':
    'Les services touristiques payés, mais non reçus, peuvent être remboursés par le Fonds d’indemnisation des clients des agents de voyages. Il est administré par l’Office de la protection du consommateur. C’est une protection financière pour les voyageurs. Pour plus d’information : www.ficav.gouv.qc.ca.',
  'receipt.trust': 'Fonds détenus en fidéicommis',
  'receipt.trustDefault':
    'Les sommes reçues sont détenues en fidéicommis dans le compte en fidéicommis de l’agence jusqu’à leur versement aux fournisseurs de vos services.',
  'receipt.refundConditions': 'Conditions de remboursement',
  'receipt.refundConditionsDefault':
    'Les remboursements suivent les conditions d’annulation convenues à la confirmation de votre réservation. Demandez-les-nous en tout temps.',
  'receipt.counsellor': 'Conseiller en voyages',
  'receipt.footer': '{agency} · {number} · page {page}',
  'mail.receipt.subject': 'Votre reçu {number} - {agency}',
  'mail.receipt.refundSubject': 'Votre reçu de remboursement {number} - {agency}',
  'mail.receipt.intro':
    'Assalamou alaykoum. Nous avons bien reçu votre paiement, merci. Votre reçu se trouve au lien ci-dessous ; conservez-le avec vos documents de voyage.',
  'mail.receipt.refundIntro':
    'Assalamou alaykoum. Nous vous avons remboursé le montant ci-dessous. Votre reçu se trouve au lien ci-dessous ; conservez-le avec vos documents de voyage.',
  'mail.receipt.link': 'Reçu (PDF)',
  'mail.receipt.amount': 'Montant',
  'mail.receipt.balance': 'Solde à percevoir',
};
