/** Les textes des formulaires publics en français (voir forms.en.ts). */
import type { FormMessageId } from './forms.en';

export const formsFr: Record<FormMessageId, string> = {
  'forms.common.preparing': 'Préparation de l’envoi…',
  'forms.common.honeypot': 'Laissez ce champ vide',
  'forms.common.close': 'Fermer',
  'forms.common.tryAgain': 'Veuillez réessayer.',
  'forms.common.networkError': 'Erreur de réseau : vérifiez votre connexion et réessayez.',
  'forms.common.spamCheckFailed':
    'La vérification antipourriel du formulaire a échoué. Veuillez recharger la page et réessayer.',
  'forms.common.marketingConsent': 'Envoyez-moi vos nouvelles et vos offres',
  'forms.common.marketingConsentHelp':
    'Facultatif. Des courriels de temps à autre sur nos forfaits et nos départs ; chacun contient un lien pour vous désabonner.',
  'forms.common.email': 'Courriel',
  'forms.common.emailPlaceholder': 'vous@exemple.com',
  'forms.common.phonePlaceholder': '+1 514 555 0100',
  'forms.common.confirm.reference': 'Votre référence',
  'forms.common.confirm.referenceHelp': 'Indiquez-la lorsque vous nous appelez ou nous écrivez.',
  'forms.common.confirm.emailed':
    'Nous vous avons envoyé une copie de cette référence par courriel à {email}.',
  'forms.common.confirm.notEmailed':
    'Notez cette référence : sa copie par courriel est retardée et vous parviendra d’ici quelques heures. Nous avons bien reçu votre demande.',
  'forms.common.confirm.phone': 'Téléphone',
  'forms.common.confirm.summary': 'Ce que vous avez envoyé',
  'forms.common.confirm.next': 'La suite',
  'forms.common.confirm.hours': 'Nos heures d’ouverture',
  'forms.common.confirm.reach': 'Des questions d’ici là ?',
  'forms.common.confirm.whatsapp': 'Écrivez-nous sur WhatsApp',
  'forms.common.confirm.call': 'Appeler le {phone}',
  'forms.contact.confirm.next':
    'Nous répondons à chaque message d’ici 24\u00a0heures, pendant nos heures d’ouverture, par courriel ou par téléphone.',
  'forms.contact.confirm.another': 'Envoyer un autre message',
  'forms.contact.formLabel': 'Formulaire de contact',
  'forms.contact.name': 'Nom',
  'forms.contact.namePlaceholder': 'Votre nom',
  'forms.contact.phoneOptional': 'Téléphone (facultatif)',
  'forms.contact.message': 'Message',
  'forms.contact.messagePlaceholder': 'Parlez-nous de votre projet d’Omra…',
  'forms.contact.send': 'Envoyer le message',
  'forms.contact.sending': 'Envoi en cours…',
  'forms.contact.sentTitle': 'Message envoyé !',
  'forms.contact.sentText': 'Merci de nous avoir écrit. Nous vous répondrons bientôt.',
  'forms.contact.notSent': 'Message non envoyé',
  'forms.booking.confirm.next':
    'L’un de nos spécialistes de l’Omra étudie votre demande et vous contacte d’ici 24\u00a0heures, pendant nos heures d’ouverture, pour confirmer la disponibilité et le prix. Rien n’est facturé d’ici là.',
  'forms.booking.confirm.nextWaiting':
    'Vous êtes sur la liste d’attente : nous vous contactons dès qu’une place se libère sur ce forfait. Rien n’est facturé.',
  'forms.booking.confirm.another': 'Envoyer une autre demande',
  'forms.booking.confirm.yes': 'Jointe',
  'forms.booking.confirm.none': 'Aucune',
  'forms.booking.formLabel': 'Formulaire de demande de réservation',
  'forms.booking.fullName': 'Nom complet (comme sur le passeport)',
  'forms.booking.phone': 'Téléphone',
  'forms.booking.package': 'Forfait Omra',
  'forms.booking.selectPackage': 'Choisissez un forfait',
  'forms.booking.soldOutOption': '{title} (complet : liste d’attente)',
  'forms.booking.travellers': 'Nombre de voyageurs',
  'forms.booking.travellerCount': '{count, plural, one {# personne} other {# personnes}}',
  'forms.booking.date': 'Date de voyage souhaitée',
  'forms.booking.departure': 'Date de départ',
  'forms.booking.selectDeparture': 'Choisissez un départ',
  'forms.booking.departureRequired': 'Veuillez choisir une date de départ',
  'forms.booking.dateFromDeparture': 'La date du départ choisi.',
  'forms.booking.requests': 'Demandes particulières (facultatif)',
  'forms.booking.requestsPlaceholder':
    'Fauteuil roulant, chambres communicantes, besoins alimentaires…',
  'forms.booking.passport': 'Copie du passeport (facultatif)',
  'forms.booking.upload': 'Téléverser le passeport (PDF, JPG ou PNG, 5\u00a0Mo max.)',
  'forms.booking.remove': 'Retirer {name}',
  'forms.booking.consent':
    'J’accepte que l’agence conserve les renseignements ci-dessus, ainsi que la copie de mon passeport si je la joins, pour préparer ma réservation et mon visa. Le personnel me contacte par courriel ou par téléphone au sujet de cette demande seulement. La copie du passeport est conservée de façon confidentielle, vue uniquement par notre personnel des réservations, et supprimée automatiquement {days}\u00a0jours après le voyage.',
  'forms.booking.uploading': 'Téléversement de la copie du passeport… {percent} %',
  'forms.booking.uploaded': 'Téléversement terminé, confirmation…',
  'forms.booking.submit': 'Envoyer ma demande',
  'forms.booking.submitWaitingList': 'M’inscrire sur la liste d’attente',
  'forms.booking.submitting': 'Envoi en cours…',
  'forms.booking.missingPackage':
    'Le forfait choisi n’est plus offert. Veuillez choisir un autre forfait.',
  'forms.booking.soldOutTitle': 'Ce forfait est complet.',
  'forms.booking.dateSoldOutTitle': 'Cette date est complète.',
  'forms.booking.dateClosedTitle': 'Cette date est fermée aux nouvelles réservations.',
  'forms.booking.soldOutText':
    'Envoyez ce formulaire pour vous inscrire sur sa liste d’attente : nous vous contacterons si une place se libère.',
  'forms.booking.roomPreference': 'Chambre souhaitée :',
  'forms.booking.room.quad': 'Chambre quadruple (4\u00a0personnes par chambre)',
  'forms.booking.room.triple': 'Chambre triple (3\u00a0personnes par chambre)',
  'forms.booking.room.double': 'Chambre double (2\u00a0personnes par chambre)',
  'forms.booking.packageRequiredTitle': 'Forfait requis',
  'forms.booking.packageRequiredText':
    'Veuillez choisir un forfait Omra pour poursuivre votre réservation.',
  'forms.booking.sentTitle': 'Demande de réservation envoyée !',
  'forms.booking.sentText':
    'Nous vous contacterons bientôt pour confirmer les détails de votre réservation.',
  'forms.booking.waitingTitle': 'Vous êtes sur la liste d’attente !',
  'forms.booking.waitingText': 'Nous vous contacterons dès qu’une place se libère sur ce forfait.',
  'forms.booking.notSent': 'Demande non envoyée',
  'forms.booking.fileTooLarge':
    'Fichier trop volumineux - Veuillez téléverser un fichier de moins de 5\u00a0Mo',
  'forms.booking.fileType':
    'Type de fichier non valide - Veuillez téléverser un fichier PDF, JPG, JPEG ou PNG',
  'forms.booking.fileEmpty': 'Fichier vide - Veuillez choisir un fichier qui n’est pas vide',
};
