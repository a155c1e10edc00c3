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
  'confirmation.title': 'Confirmation de réservation',
  'confirmation.issued': 'Émise le',
  'confirmation.customer': 'Réservé par',
  'confirmation.travellers': 'Voyageurs (noms tels qu’inscrits au passeport)',
  'confirmation.travellerToCome': 'nom à venir : veuillez l’inscrire sur votre page de voyage',
  'confirmation.trip': 'Votre voyage',
  'confirmation.tripValue':
    '{packageTitle} : chambre {room}, {count, plural, one {# voyageur} other {# voyageurs}}',
  'confirmation.dates': 'Dates',
  'confirmation.datesValue': 'Départ le {departure}, retour le {return}',
  'confirmation.departureOnly': 'Départ le {departure}',
  'confirmation.flights': 'Vols',
  'confirmation.flightsValue': '{airline} {numbers}, départ de {airport} {time}',
  'confirmation.connections': 'Correspondances : {connections}',
  'confirmation.flightsToCome':
    'Les détails des vols vous seront envoyés dès que la compagnie aérienne les confirmera.',
  'confirmation.hotels': 'Hôtels',
  'confirmation.hotel': '{city} : {hotel}, {nights, plural, one {# nuit} other {# nuits}}',
  'confirmation.hotelNoNights': '{city} : {hotel}',
  'confirmation.suppliers': 'Fournisseurs',
  'confirmation.included': 'Inclus',
  'confirmation.excluded': 'Non inclus',
  'confirmation.price': 'Prix et paiements',
  'confirmation.total': 'Prix tout compris en dollars canadiens (taxes et frais inclus)',
  'confirmation.deposit': 'Acompte, à payer au plus tard le {date}',
  'confirmation.depositNow': 'Acompte, à payer dès maintenant',
  'confirmation.balance': 'Solde, à payer au plus tard le {date}',
  'confirmation.paidToDate': 'Payé à ce jour',
  'confirmation.remaining': 'Reste à payer',
  'confirmation.terms': 'Conditions d’annulation et de remboursement',
  'confirmation.termsVersion': 'Conditions, version {version}, acceptées le {date}.',
  'confirmation.termsVersionNotAccepted':
    'Conditions, version {version} : nous vous demanderons de les accepter sur votre page de paiement.',
  'confirmation.termsDefault':
    'Les sommes versées aux fournisseurs (billets d’avion, visas) peuvent ne pas être remboursables une fois payées. Demandez-nous les conditions d’annulation de votre réservation avant de payer.',
  'confirmation.insurance': 'Assurance voyage',
  'confirmation.insuranceOffer':
    'Une assurance annulation et une assurance maladie hors province sont offertes pour ce voyage, et nous les recommandons : votre régime provincial couvre peu ou pas les soins à l’étranger.',
  'confirmation.insurance.': 'Votre réponse : pas encore notée. Dites-nous si vous la souhaitez.',
  'confirmation.insurance.accepted': 'Votre réponse : vous avez pris l’assurance offerte.',
  'confirmation.insurance.declined': 'Votre réponse : vous avez refusé l’assurance offerte.',
  'confirmation.insurance.own_coverage': 'Votre réponse : vous avez votre propre assurance.',
  'confirmation.documents': 'Documents de voyage nécessaires à chaque voyageur',
  'confirmation.document.passport':
    'Un passeport valide au moins six mois après la date de retour, avec deux pages vierges.',
  'confirmation.document.visa':
    'Un visa pour l’Arabie saoudite qui permet l’Omra (nous le demandons avec vos renseignements).',
  'confirmation.document.vaccination':
    'Un certificat de vaccination contre la méningite ACWY, reçue au moins 10 jours avant l’arrivée et encore valide.',
  'confirmation.document.returnToCanada':
    'Voyageurs qui ne sont pas citoyens canadiens : les papiers pour revenir au Canada (carte de résident permanent ou visa valide).',
  'confirmation.entryRefused':
    'L’entrée dans un pays peut être refusée par ses autorités même avec ces documents ; l’agence ne peut pas la garantir.',
  'confirmation.footer': '{agency} · {reference} · page {page} sur {pages}',
  'mail.receipt.subject': 'Votre reçu {number} - {agency}',
  'mail.receipt.refundSubject': 'Votre reçu de remboursement {number} - {agency}',
  'mail.receipt.intro':
    'Assalamou alaykoum. Nous avons bien reçu votre paiement, merci. Votre reçu se trouve au lien ci-dessous ; conservez-le avec vos documents de voyage.',
  'mail.receipt.refundIntro':
    'Assalamou alaykoum. Nous vous avons remboursé le montant ci-dessous. Votre reçu se trouve au lien ci-dessous ; conservez-le avec vos documents de voyage.',
  'mail.receipt.link': 'Reçu (PDF)',
  'mail.receipt.amount': 'Montant',
  'mail.receipt.balance': 'Solde à percevoir',
  'roomingList.labelled': '{label} : {value}',
  'roomingList.title': 'Liste des chambres',
  'roomingList.hotelCity': '{hotel}, {city}',
  'roomingList.dates': 'Arrivée le {checkIn}, départ le {checkOut}',
  'roomingList.departure': 'Groupe partant le {date}',
  'roomingList.count':
    '{travellers, plural, one {# voyageur} other {# voyageurs}} dans {rooms, plural, one {# chambre} other {# chambres}}',
  'roomingList.column.room': 'Chambre',
  'roomingList.column.roomNumber': 'N° de chambre',
  'roomingList.column.type': 'Type',
  'roomingList.column.name': 'Nom (comme sur le passeport)',
  'roomingList.column.sex': 'Sexe',
  'roomingList.column.checkIn': 'Arrivée',
  'roomingList.column.checkOut': 'Départ',
  'roomingList.type.quad': 'Quadruple',
  'roomingList.type.triple': 'Triple',
  'roomingList.type.double': 'Double',
  'roomingList.type.single': 'Individuelle',
  'roomingList.changedNote': '* Chambre modifiée depuis le dernier envoi de la liste',
  'roomingList.empty': 'Aucune chambre sur cette liste pour l’instant.',
  'roomingList.generated': 'Produit le {time} (heure de Toronto)',
  'roomingList.footer': '{agency} · {title} · {hotel} · {generated} · page {page} sur {pages}',
};
