/** Les courriels aux visiteurs et aux pèlerins (voir mails.en.ts). */
import type { mailsEn } from './mails.en';

export const mailsFr: Record<keyof typeof mailsEn, string> = {
  'mail.agencyFallback': 'notre agence',
  'mail.footer.contact': 'Des questions ? Joignez {agency}',
  'mail.phone': 'Téléphone',
  'mail.whatsapp': 'WhatsApp',
  'mail.email': 'Courriel',
  'mail.line': '{label} : {value}',
  'mail.label': '{label} :',
  'mail.asWritten': '{text}',
  'mail.action.pay': 'Payer maintenant',
  'mail.action.trip': 'Ouvrir mon voyage',
  'mail.action.tripOf': 'Ouvrir le voyage {reference}',
  'mail.action.confirmation': 'Ma confirmation (PDF)',
  'mail.action.receipt': 'Mon reçu (PDF)',
  'mail.action.unsubscribe': 'Me désabonner',
  'mail.ack.notYou':
    'Si vous n’avez rien envoyé, ignorez ce courriel : aucune suite n’y sera donnée.',
  'mail.ack.reference': 'Référence',
  'mail.ack.bookingSubject': 'Nous avons reçu votre demande de réservation : {packageTitle}',
  'mail.ack.bookingIntro':
    'Assalamou alaykoum. Merci de votre demande de réservation auprès de {agency}. Rien n’est facturé pour l’instant : l’un de nos spécialistes de l’Omra vous contactera d’ici 24\u00a0heures pour confirmer la disponibilité et le prix, puis vous enverra un lien de paiement sécurisé.',
  'mail.ack.waitingSubject':
    'Nous avons reçu votre demande d’inscription sur la liste d’attente : {packageTitle}',
  'mail.ack.waitingIntro':
    'Assalamou alaykoum. Merci de votre demande auprès de {agency}. Ce forfait est complet : vous êtes inscrit sur sa liste d’attente, et nous vous contacterons dès qu’une place se libère. Rien n’est facturé.',
  'mail.ack.waitingIntroDateFull':
    'Assalamou alaykoum. Merci de votre demande auprès de {agency}. La date demandée est complète : vous êtes inscrit sur sa liste d’attente, et nous vous contacterons dès qu’une place se libère. Rien n’est facturé.',
  'mail.ack.waitingIntroDateClosed':
    'Assalamou alaykoum. Merci de votre demande auprès de {agency}. La date demandée est fermée aux nouvelles réservations : vous êtes inscrit sur sa liste d’attente, et nous vous contacterons si elle rouvre. Rien n’est facturé.',
  'mail.ack.package': 'Forfait',
  'mail.ack.travellers': 'Voyageurs',
  'mail.ack.travellersValue': '{count, plural, one {# personne} other {# personnes}}',
  'mail.ack.preferredDate': 'Date souhaitée',
  'mail.ack.unsubscribe':
    'Vous avez demandé à recevoir nos nouvelles et nos offres; vous pouvez les arrêter à tout moment.',
  'mail.ack.messageSubject': 'Nous avons reçu votre message - {agency}',
  'mail.ack.messageIntro':
    'Assalamou alaykoum. Merci d’avoir écrit à {agency}. Nous répondons à chaque message d’ici 24\u00a0heures.',
  'mail.ack.privacySubject':
    'Nous avons reçu votre demande sur vos renseignements personnels - {agency}',
  'mail.ack.privacyIntro':
    'Assalamou alaykoum. {agency} a reçu votre demande au sujet de vos renseignements personnels. Nous répondons d’ici 30\u00a0jours; avant de transmettre ou d’effacer quoi que ce soit, nous pourrions vous demander de confirmer votre identité.',
  'mail.ack.privacyKind': 'Votre demande',
  'mail.ack.privacyKindAccess': 'Consulter les renseignements que nous détenons sur vous',
  'mail.ack.privacyKindCorrection': 'Corriger vos renseignements',
  'mail.ack.privacyKindErasure': 'Effacer vos renseignements',
  'mail.ack.privacyDue': 'Réponse au plus tard le',
  'mail.pay.linkSubject':
    'Votre réservation Omra est confirmée - modalités de paiement ({reference})',
  'mail.pay.linkIntro':
    'Assalamou alaykoum. Votre réservation est confirmée. Vous pouvez payer par carte ou par virement Interac sur votre page de paiement ci-dessous.',
  'mail.pay.room': 'Chambre',
  'mail.pay.roomValue': '{room}, {count, plural, one {# voyageur} other {# voyageurs}}',
  'mail.pay.room.quad': 'quadruple',
  'mail.pay.room.triple': 'triple',
  'mail.pay.room.double': 'double',
  'mail.pay.departure': 'Départ',
  'mail.pay.total': 'Total',
  'mail.pay.paidSoFar': 'Déjà payé',
  'mail.pay.depositDueNow': 'Acompte à payer maintenant',
  'mail.pay.balance': 'Solde',
  'mail.pay.balanceValue': '{amount} d’ici le {date}',
  'mail.pay.nextInstalment': 'Prochain versement',
  'mail.pay.remaining': 'Reste à payer au total',
  'mail.pay.etransferReference': 'Référence pour le virement Interac',
  'mail.reminder.beforeDueSubject': 'Rappel : {amount} à payer d’ici le {date} ({reference})',
  'mail.reminder.beforeDueIntro':
    'Petit rappel : le solde de votre réservation Omra est à payer d’ici le {date}.',
  'mail.reminder.overdueSubject': 'Paiement en retard : {amount} était dû le {date} ({reference})',
  'mail.reminder.overdueIntro':
    'Le solde de votre réservation Omra était dû le {date} et ne nous est pas encore parvenu. Si vous l’avez déjà envoyé, veuillez nous répondre en indiquant la date et le mode de paiement.',
  'mail.reminder.instalmentBeforeDueIntro':
    'Petit rappel : le prochain versement de votre réservation Omra, {amount}, est à payer d’ici le {date}.',
  'mail.reminder.instalmentOverdueIntro':
    'Le versement de {amount} de votre réservation Omra était dû le {date} et ne nous est pas encore parvenu. Si vous l’avez déjà envoyé, veuillez nous répondre en indiquant la date et le mode de paiement.',
  'mail.cancelAsked.subject': 'Nous avons reçu votre demande d’annulation ({reference})',
  'mail.cancelAsked.intro':
    'Assalamou alaykoum. Nous avons reçu votre demande d’annuler {travellers, plural, one {# voyageur} other {# voyageurs}} de votre réservation d’Omra. L’agence vous répondra avec les montants selon votre politique d’annulation. Rien n’est annulé tant que l’agence ne l’a pas confirmé.',
  'mail.cancelAsked.travellers': 'Voyageurs',
  'mail.cancelAsked.reason': 'Raison',
  'mail.tripLink.subject': 'Le lien de votre voyage d’Omra - {agency}',
  'mail.tripLink.intro':
    'Assalamou alaykoum. Vous avez demandé le lien de la page de votre voyage : le voici pour chacune de vos réservations confirmées. Si vous ne l’avez pas demandé, vous pouvez ignorer ce courriel; le lien n’est envoyé qu’à cette adresse.',
  'mail.readiness.subject':
    'Votre Omra part dans {days} jours : renseignements et documents à fournir ({reference})',
  'mail.readiness.intro':
    'Assalamou alaykoum. Votre groupe part le {date}. Pour être prêts à partir, il nous manque encore ce qui est indiqué ci-dessous pour vos voyageurs. Veuillez remplir les renseignements et téléverser les documents sur la page de votre voyage.',
  'mail.readiness.introLocked':
    'Assalamou alaykoum. Votre groupe part le {date}. Il nous manque encore ce qui est indiqué ci-dessous pour vos voyageurs, et si près du départ la page de votre voyage ne prend plus de modifications : veuillez nous contacter au plus vite.',
  'mail.readiness.traveller': 'Voyageur {index} : {name}',
  'mail.readiness.travellerUnnamed': 'Voyageur {index}',
  'mail.readiness.staffSubject': 'Rappel : {item} à fournir pour votre Omra ({reference})',
  'mail.group.reference': 'Votre réservation',
  'mail.group.replyHint':
    'Pour répondre, répondez à ce courriel ou écrivez-nous depuis la page de votre voyage.',
  'mail.reply.subject': 'Notre réponse à votre message ({reference})',
  'mail.reply.yourMessage': 'Votre message du {date}',
  'mail.reply.hint':
    'Votre message et notre réponse figurent aussi sur la page de votre voyage. Pour répondre, répondez à ce courriel ou écrivez-nous depuis la page de votre voyage.',
};
