/** Les textes de la page du voyage et de « Envoyez-moi le lien de mon voyage » (voir trip.en.ts). */
import type { tripEn } from './trip.en';

export const tripFr: Record<keyof typeof tripEn, string> = {
  'trip.title': 'Votre voyage',
  'trip.description': 'Votre voyage d’Omra : départ, vols, hôtels et paiements.',
  'trip.eyebrow': 'Votre voyage',
  'trip.bannerTitle': 'Votre voyage d’Omra',
  'trip.bannerTitleNamed': 'Votre voyage d’Omra, {name}',
  'trip.invalidTitle': 'Ce lien de voyage n’est pas valide',
  'trip.invalidText':
    'Il a peut-être expiré ou été remplacé par un lien plus récent. Entrez l’adresse courriel de votre réservation et nous vous enverrons votre lien actuel.',
  'trip.booking': 'Votre réservation',
  'trip.reference': 'Numéro de réservation',
  'trip.package': 'Forfait',
  'trip.room': 'Chambre',
  'trip.roomValue': '{room}, {count, plural, one {# voyageur} other {# voyageurs}}',
  'trip.departure': 'Départ',
  'trip.return': 'Retour',
  'trip.flights': 'Vols',
  'trip.airline': 'Compagnie aérienne',
  'trip.flightNumbers': 'Numéros de vol',
  'trip.airport': 'Au départ de',
  'trip.departureTime': 'Heure de départ',
  'trip.connections': 'Correspondances',
  'trip.flightsLater':
    'Les détails de vos vols s’afficheront ici dès que l’agence les aura confirmés.',
  'trip.travellers': 'Voyageurs',
  'trip.travellersCount': '{count, plural, one {# voyageur} other {# voyageurs}}',
  'trip.traveller': 'Voyageur {number}',
  'trip.travellerReady': 'Prêt à partir',
  'trip.travellerNotReady': 'Reste à faire avant le départ',
  'trip.passportEnding': 'se termine par {ending}',
  'trip.notGiven': 'Pas encore indiqué',
  'trip.editDetails': 'Remplir ou corriger les renseignements du voyageur {number}',
  'trip.detailsIntro':
    'Écrivez les noms exactement comme sur le passeport. Vous pouvez laisser un champ vide et revenir plus tard.',
  'trip.passportOnFile':
    'Le numéro de passeport enregistré se termine par {ending}. Laissez ce champ vide pour le garder, ou tapez le nouveau numéro.',
  'trip.choose': 'Choisir…',
  'trip.noRelation': 'Aucun',
  'trip.sex.M': 'M (masculin)',
  'trip.sex.F': 'F (féminin)',
  'trip.travellerNamed': 'Voyageur {number} · {name}',
  // « du voyageur » rather than « de {nom} »: no elision to get wrong before a name.
  'trip.relationOf': '{relation} du voyageur {number}',
  'trip.relationOfNamed': '{relation} du voyageur {number} · {name}',
  'trip.relationKind': 'Lien de {name} avec un autre voyageur',
  'trip.relationTo': 'L’autre voyageur',
  'trip.vaccinationDate': 'Date du vaccin contre la méningite (ACWY)',
  'trip.vaccineType': 'Le vaccin contre la méningite : quel type figure sur votre certificat ?',
  'trip.vaccineType.conjugate': 'Conjugué (le plus courant aujourd’hui), valide {years} ans',
  'trip.vaccineType.polysaccharide': 'Polysaccharidique (plus ancien), valide {years} ans',
  'trip.vaccineTypeHelp':
    'Le certificat l’indique : « conjugué » (par exemple Menveo, Nimenrix, MenQuadfi) ou « polysaccharidique ». Vous hésitez ? Laissez ce champ vide et téléversez le certificat : l’agence vérifiera.',
  'trip.saveDetails': 'Enregistrer le voyageur {number}',
  'trip.detailsSaved': 'Les renseignements du voyageur {number} sont enregistrés.',
  'trip.detailsNotSaved':
    'Les renseignements du voyageur {number} ne sont pas encore enregistrés : {count, plural, one {un champ est à corriger} other {# champs sont à corriger}}. Tout ce que vous avez tapé est encore là.',
  'trip.detailsNotSavedFix':
    '{count, plural, one {Corrigez-le} other {Corrigez-les}}, puis enregistrez de nouveau :',
  'trip.detailsLocked':
    'Votre départ est proche : les renseignements des voyageurs ne peuvent plus être modifiés ici. Pour toute correction, contactez-nous.',
  'trip.contactPhone': 'Téléphone : {phone}',
  'trip.contactEmail': 'Courriel : {email}',
  'trip.documents': 'Documents',
  'trip.documentsIntro':
    'Envoyez une copie ou une photo nette de chaque document. Vos fichiers restent privés : seul le personnel de l’agence peut les ouvrir.',
  'trip.document.passport': 'Copie du passeport (la page avec la photo)',
  'trip.document.vaccination': 'Certificat de vaccination contre la méningite ACWY',
  'trip.document.photo': 'Photo format passeport',
  'trip.documentHint.scan': 'PDF, JPEG ou PNG, {size}\u00a0Mo au plus.',
  'trip.documentHint.photo': 'Image JPEG ou PNG, {size}\u00a0Mo au plus.',
  'trip.documentReceived': 'Reçu : {name}, le {date}',
  'trip.documentOnFile': 'L’agence a déjà ce document.',
  'trip.documentMissing': 'Pas encore reçu',
  'trip.documentChosen': 'Fichier choisi : {name}',
  'trip.documentChoose': 'Choisissez un fichier',
  'trip.upload': 'Envoyer',
  'trip.replace': 'Remplacer',
  'trip.uploadLabel': '{action} : {document}',
  'trip.documentUploaded': '{document} : reçu. Merci.',
  'trip.documentProblem.type':
    'Ce fichier n’est pas un PDF, un JPEG ou un PNG. Veuillez choisir un autre fichier.',
  'trip.documentProblem.photoType':
    'La photo doit être une image JPEG ou PNG. Veuillez choisir un autre fichier.',
  'trip.documentProblem.tooLarge':
    'Ce fichier dépasse {size}\u00a0Mo. Veuillez choisir un fichier plus petit (une copie numérisée en plus basse résolution, par exemple).',
  'trip.documentProblem.empty': 'Aucun fichier reçu. Veuillez choisir un fichier, puis l’envoyer.',
  'trip.documentsLocked':
    'Pour envoyer ou remplacer un document maintenant, veuillez nous contacter.',
  'trip.payments': 'Paiements',
  'trip.paidInFull': 'Votre voyage est entièrement payé. Merci.',
  'trip.pay': 'Payer {amount}',
  'trip.payPage': 'Détails du paiement et virement Interac',
  'trip.payClosed':
    'Le paiement en ligne est fermé pour ce voyage. Communiquez avec nous pour tout montant encore dû.',
  'trip.receipts': 'Reçus',
  'trip.depCancel.title': 'Votre départ est annulé',
  'trip.depCancel.intro':
    'L’agence a annulé le départ du {date}. Aucuns frais d’annulation ne s’appliquent : dites-nous ce que vous souhaitez.',
  'trip.depCancel.reason': 'Motif : {reason}',
  'trip.depCancel.legend': 'Votre choix',
  'trip.depCancel.refund': 'Un remboursement complet de {amount}',
  'trip.depCancel.credit': 'Un crédit de {amount} pour un prochain voyage, valable jusqu’au {date}',
  'trip.depCancel.move': 'Déplacer ma réservation au départ du {date}',
  'trip.depCancel.send': 'Envoyer mon choix',
  'trip.depCancel.answered':
    'Nous avons votre choix : {choice}. L’agence vous le confirmera par courriel ; d’ici là, vous pouvez le changer.',
  'trip.depCancel.saved': 'Merci : votre choix est envoyé à l’agence.',
  'trip.depCancel.refused': 'Ce choix ne peut plus être fait : veuillez contacter l’agence.',
  'trip.depCancel.settled': 'L’agence a réglé votre réservation : {what}.',
  'trip.depCancel.done.refund': 'un remboursement de {amount}',
  'trip.depCancel.done.credit': 'un crédit de {amount} pour un prochain voyage',
  'trip.depCancel.done.move': 'un déplacement au départ du {date}',
  'trip.planTitle': 'Votre voyage, jour par jour',
  'tripLink.title': 'Retrouver votre voyage',
  'tripLink.description': 'Recevez par courriel le lien de la page de votre voyage.',
  'tripLink.heading': 'Envoyez-moi le lien de mon voyage',
  'tripLink.intro':
    'Entrez l’adresse courriel de votre réservation. Si elle a une réservation confirmée, nous vous enverrons par courriel le lien de la page de votre voyage.',
  'tripLink.email': 'Adresse courriel',
  'tripLink.reference': 'Numéro de réservation (facultatif)',
  'tripLink.submit': 'Envoyez-moi le lien',
  'tripLink.sent':
    'Merci. Si cette adresse a une réservation confirmée chez nous, le lien est en route : consultez votre boîte de réception (et vos courriels indésirables) d’ici quelques minutes.',
  'tripLink.invalid':
    'Veuillez entrer une adresse courriel valide (et un numéro de réservation de 20 caractères au plus).',
  'tripLink.busy':
    'Trop de demandes pour le moment. Veuillez réessayer plus tard ou communiquer avec nous.',
  'tripLink.cardTitle': 'Vous avez déjà réservé?',
  'tripLink.cardText':
    'Recevez par courriel le lien de la page de votre voyage (vols, hôtels, paiements).',
  'trip.news': 'Messages de l’agence',
  'trip.newsSentAt': 'Envoyé le {date}',
  'trip.writeUs': 'Écrire à l’agence',
  'trip.writeUsIntro':
    'Une question sur votre voyage? Écrivez-la ici : l’agence la voit avec votre réservation et vous répond par courriel ou par téléphone.',
  'trip.writeUsLabel': 'Votre message',
  'trip.writeUsSend': 'Envoyer mon message',
  'trip.yourMessages': 'Vos messages et nos réponses',
  'trip.yourMessageSentAt': 'Vous avez écrit le {date}',
  'trip.agencyReplyAt': 'Réponse de l’agence, le {date}',
  'trip.awaitingReply':
    'Pas encore de réponse : l’agence répond ici, par courriel ou par téléphone.',
  'trip.yourMessagesAnswer': 'Chaque réponse vous est aussi envoyée par courriel.',
  'trip.writeUsSent': 'Merci : votre message a été envoyé à l’agence.',
  'trip.writeUsInvalid': 'Veuillez écrire un message d’au plus {max} caractères.',
  'trip.writeUsBusy':
    'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter un peu avant d’en envoyer un autre.',
};
