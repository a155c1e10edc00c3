/**
 * The errors the product names. Code that finds a problem throws a DomainError with its code and
 * parameters; the server maps each code to an HTTP status in one place (functions/src/platform/http/
 * errors.ts) and answers `{ code, message, errors? }`; whichever side shows it words the code in
 * its reader's language (errorText here, the islands' catalogs in the browser). Nobody reads an
 * English sentence to learn what went wrong.
 */
import { validationMessages, type FormLanguage } from './validation-messages';
import type { ErrorCode } from './error-codes';
import { IDEMPOTENCY_KEY_MALFORMED } from './idempotency';
import {
  ACTIVATION_LINK_INVALID_MESSAGE,
  NOTICE_EMAIL_NEEDED_MESSAGE,
  SECOND_FACTOR_FIELD,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SETUP_FIELD,
  SECOND_FACTOR_SETUP_FIRST_MESSAGE,
  SIGN_IN_EXPIRED_MESSAGE,
  SIGN_IN_LINK_INVALID_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './second-factor';

export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes';

/** What a message needs to be worded: amounts, statuses, names. */
export type ErrorParams = Record<string, string | number>;

/** Field path -> its message, for a refusal of several fields at once (a form's validation). */
export type ErrorFields = Record<string, string>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    /** The fields refused, each with its own text, already in the reader's language. */
    readonly fields?: ErrorFields,
  ) {
    super(errorText(code, params, 'en', fields).message);
    this.name = 'DomainError';
  }
}

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

/** A code's words: the answer's message and, for a problem with one field, that field's text. */
export interface ErrorText {
  message: string;
  field?: { name: string; text: string };
}

type Wording = (params: ErrorParams, fields?: ErrorFields) => ErrorText;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const plain =
  (message: string): Wording =>
  () => ({ message });

const onField =
  (name: string, text: (params: ErrorParams) => string, prefix: string): Wording =>
  (params) => ({ message: `${prefix}${text(params)}`, field: { name, text: text(params) } });

const EN: Record<ErrorCode, Wording> = {
  booking_not_found: plain('Booking not found'),
  passport_not_attached: plain('This booking has no passport scan'),
  passport_not_stored: plain('The passport scan is no longer stored'),
  amount_invalid: (p) => ({ message: `Invalid input: ${p['label']} is not an amount` }),
  departure_in_past: onField(
    'departureDate',
    () => 'Departure date cannot be in the past',
    'Invalid input: ',
  ),
  refund_exceeds_paid: (p) => ({
    message: 'Invalid input: A refund cannot exceed what was paid',
    field: {
      name: 'amount',
      text: `A refund cannot exceed what was paid (${Number(p['paidCents']) / 100})`,
    },
  }),
  cancellation_needs_plan: plain(
    'Only a booking confirmed at a price can be cancelled here; change the status of the others',
  ),
  cancellation_too_many: onField(
    'travellers',
    (p) => `Travellers to cancel must be between 1 and ${p['travellers']}`,
    'Invalid input: ',
  ),
  cancellation_quote_changed: (p) => ({
    message: `The refund is now ${Number(p['refundCents']) / 100}, not what the preview showed: check the figures again`,
  }),
  name_change_needs_plan: plain(
    'Only a booking confirmed at a price, before its departure, can replace a traveller',
  ),
  plan_change_needs_plan: plain('Only a booking confirmed at a price can have its plan changed'),
  name_change_fee_changed: (p) => ({
    message: `The name change fee is now ${Number(p['feeCents']) / 100}, not what the preview showed: check it again`,
  }),
  refund_card_short: (p) => ({
    message: `Card payments on this booking can take back ${Number(p['cardCents']) / 100} at most: refund the rest by e-Transfer`,
  }),
  credit_not_found: plain('Credit not found for this pilgrim'),
  credit_exceeds_left: (p) => ({
    message: `Invalid input: this credit has ${Number(p['leftCents']) / 100} left`,
    field: {
      name: 'amountCents',
      text: `At most ${Number(p['leftCents']) / 100} is left on this credit`,
    },
  }),
  credit_exceeds_due: (p) => ({
    message: `Invalid input: only ${Number(p['dueCents']) / 100} remains to pay on this booking`,
    field: { name: 'amountCents', text: `At most ${Number(p['dueCents']) / 100} remains to pay` },
  }),
  credit_exceeds_refund: onField(
    'creditCents',
    (p) => `A credit cannot be more than the refund (${Number(p['refundCents']) / 100})`,
    'Invalid input: ',
  ),
  credit_expiry_past: onField(
    'creditExpiresOn',
    () => 'Credit valid until must be after today',
    'Invalid input: ',
  ),
  booking_closed: (p) => ({ message: `This booking is ${p['status']} and takes no payment` }),
  booking_paid_in_full: plain('This booking is paid in full'),
  pay_link_invalid: plain('This payment link is not valid or has expired'),
  pay_link_retired: plain('This payment link is no longer valid'),
  card_not_offered: plain('Card payments are not offered; please use e-Transfer'),
  nothing_due: plain('Nothing is due on this booking'),
  payment_processing: plain('A payment on this booking is being processed; check back soon'),
  message_not_found: plain('Message not found'),
  content_not_found: (p) => ({ message: `${capitalize(String(p['label']))} not found` }),
  slug_taken: (p) => ({
    message: `A ${p['label']} with the slug "${p['slug']}" already exists`,
    field: { name: 'slug', text: 'This slug is already taken' },
  }),
  created_item_deleted: (p) => ({
    message: `The ${p['label']} this request created has been deleted since. Reload the page to see the current list.`,
  }),
  idempotency_key_reused: plain(
    'This Idempotency-Key was already used for a different request: an earlier try of this create was saved with other values. Close the form and check the list before saving again.',
  ),
  cursor_invalid: onField('cursor', () => 'Cursor is not valid', 'Invalid input: '),
  username_taken: (p) => ({
    message: `The username "${p['username']}" is already taken`,
    field: { name: 'username', text: 'This username is already taken' },
  }),
  admin_not_found: plain('Admin user not found'),
  own_account_gone: plain('Your admin account no longer exists'),
  last_admin: plain('Cannot delete the last admin'),
  admin_roster_busy: plain('Another change to the admin users is in progress. Try again.'),
  record_busy: plain('Someone else is saving this at the same moment. Try again in a moment.'),
  card_payments_not_set_up: plain('Card payments are not set up yet. Please use e-Transfer.'),
  checkout_not_opened: plain('The payment page could not be opened'),
  departure_date_required: onField(
    'departureDate',
    () => 'Departure date is required',
    'Invalid input: ',
  ),
  departure_not_found: plain('Departure not found'),
  group_leader_not_found: plain('Group leader not found'),
  group_not_found: plain('Group not found'),
  departure_sold_out: (p) => ({
    message: `Not enough seats on the departure of ${p['departureDate']}: ${seatsText(p['seatsLeft'], 'en')} left`,
  }),
  waiting_list_order: (p) => ({
    message: `${waitingText(p['ahead'], 'en')} on this departure's waiting list before this booking (first: ${p['firstName']}). Confirm them first, or give a reason to skip them.`,
    field: { name: 'skipReason', text: 'A reason is needed to skip the waiting list' },
  }),
  departure_has_bookings: (p) => ({
    message: `This departure has ${p['bookings']} booking(s): move or delete them first, or close it instead`,
  }),
  departure_too_many_to_reschedule: (p) => ({
    message: `This departure has ${p['bookings']} confirmed bookings, more than one change of dates can move at once (${p['max']}): ask for help to move them`,
  }),
  hold_not_found: plain('Seat hold not found'),
  receipt_not_found: plain('Receipt not found'),
  confirmation_not_found: plain(
    'This booking has no confirmation yet: confirm it at a price first',
  ),
  terms_not_accepted: plain('Please accept the updated booking terms before paying'),
  terms_changed: plain(
    'The booking terms changed again: please read them and accept the new version',
  ),
  traveller_not_found: plain('Traveller not found on this booking'),
  trip_link_invalid: plain('This trip link is not valid'),
  trip_link_retired: plain('This trip link has expired or was replaced by a newer one'),
  traveller_details_locked: plain(
    'Traveller details can no longer be changed online this close to departure: please contact the agency',
  ),
  unsubscribe_link_invalid: plain('This unsubscribe link is not valid'),
  privacy_request_not_found: plain('Privacy request not found'),
  erasure_reason_required: onField(
    'reason',
    (p) =>
      `This person has ${String(p['trips'])} upcoming confirmed trip(s): erasing cancels them. Give the reason`,
    'Invalid input: ',
  ),
  rooming_stay_not_found: (p) => ({
    message: `This departure's package has no stay "${p['stay']}" to room`,
  }),
  rooming_traveller_not_found: plain(
    'This traveller is not on the departure (their booking may have been cancelled or moved)',
  ),
  rooming_locked: plain(
    'This rooming list is locked: unlock it before suggesting or copying rooms again (moves after locking are marked instead)',
  ),
  rooming_nothing_to_copy: plain(
    'That stay has no rooms to copy: suggest or add its rooms first, then copy them here',
  ),
  room_not_found: plain('This room is not on the rooming list'),
  room_full: (p) => ({
    message: `Room ${p['room']} is full: a ${p['type']} holds ${p['capacity']}. Move someone out first, or add a room.`,
  }),
  room_not_empty: (p) => ({
    message: `Room ${p['room']} still has ${p['count']} traveller(s): move them out before removing it`,
  }),
  traveller_document_kind: plain(
    'Unknown document: send a passport scan, a vaccination certificate or a photo',
  ),
  traveller_document_type: (p) => ({
    message:
      p['kind'] === 'photo'
        ? 'The photo must be a JPEG or PNG picture'
        : 'The file must be a PDF, JPEG or PNG (its content was checked, not only its name)',
    field: {
      name: 'file',
      text:
        p['kind'] === 'photo' ? 'Choose a JPEG or PNG picture' : 'Choose a PDF, JPEG or PNG file',
    },
  }),
  traveller_document_too_large: (p) => ({
    message: `The file is too large: the limit is ${p['megabytes']} MB`,
    field: { name: 'file', text: `The file is too large (at most ${p['megabytes']} MB)` },
  }),
  traveller_document_empty: () => ({
    message: 'No file was received: choose a file to upload',
    field: { name: 'file', text: 'Choose a file to upload' },
  }),
  traveller_document_missing: plain('This traveller has no such document uploaded'),
  traveller_document_not_stored: plain('This document is no longer stored'),
  group_message_daily_limit: (p) => ({
    message: `This departure was messaged ${p['limit']} times today, the most a day allows. The limit resets at ${p['resetsAt']}.`,
  }),
  group_message_no_recipients: plain(
    'No booking of this departure matches these recipients: nothing was sent',
  ),
  too_many_trip_messages: plain(
    'You have sent several messages in a short time. Please wait a little before sending another.',
  ),
  too_many_trip_uploads: plain(
    'You have uploaded many files in a short time. Please wait an hour before uploading another.',
  ),
  cancellation_not_open: plain(
    'This booking can no longer be cancelled online (it is cancelled, or its departure has left): please contact the agency',
  ),
  too_many_cancellation_requests: plain(
    'You have sent several requests in a short time. Please wait an hour before sending another.',
  ),
  departure_cancelled: plain(
    'This departure is cancelled: it cannot be booked, edited or moved to',
  ),
  departure_choice_closed: plain(
    'There is no choice to make on this booking any more (it was made or settled): please contact the agency',
  ),
  departure_choice_not_offered: onField(
    'choice',
    () => 'Choose one of the options offered',
    'Invalid input: ',
  ),
  supplier_not_found: plain('Supplier not found'),
  cost_sheet_not_found: plain('That departure has no cost sheet to copy'),
  cost_line_not_found: (p) => ({
    message: "Invalid input: This cost line is not on the departure's sheet",
    field: { name: String(p['field'] ?? 'lineId'), text: 'Choose a line of this sheet' },
  }),
  cost_line_supplier_unknown: (p) => ({
    message: 'Invalid input: This supplier is not in the suppliers list',
    field: { name: `lines[${p['index']}].supplierId`, text: 'Choose a supplier from the list' },
  }),
  cost_line_has_payments: (p) => ({
    message: `The line "${p['label']}" has supplier payments: it cannot be removed or change currency`,
  }),
  supplier_payment_currency: (p) => ({
    message: `Invalid input: This line is paid in ${p['currency']}`,
    field: { name: 'currency', text: `This line is paid in ${p['currency']}` },
  }),
  ...visitorWordings('en'),
  ...requestWordings('en'),
  ...staffWordings(),
};

const FR: Record<ErrorCode, Wording> = {
  booking_not_found: plain('Réservation introuvable'),
  passport_not_attached: plain('Cette réservation n’a pas de copie de passeport'),
  passport_not_stored: plain('La copie du passeport n’est plus conservée'),
  amount_invalid: (p) => ({
    message: `Données invalides\u00a0: ${p['label']} n’est pas un montant`,
  }),
  departure_in_past: onField(
    'departureDate',
    () => 'La date de départ ne peut pas être passée',
    'Données invalides\u00a0: ',
  ),
  refund_exceeds_paid: (p) => ({
    message: 'Données invalides\u00a0: un remboursement ne peut dépasser ce qui a été payé',
    field: {
      name: 'amount',
      text: `Un remboursement ne peut dépasser ce qui a été payé (${Number(p['paidCents']) / 100})`,
    },
  }),
  cancellation_needs_plan: plain(
    'Seule une réservation confirmée à un prix peut être annulée ici\u00a0; changez le statut des autres',
  ),
  cancellation_too_many: onField(
    'travellers',
    (p) => `Le nombre de voyageurs à annuler doit être entre 1 et ${p['travellers']}`,
    'Données invalides\u00a0: ',
  ),
  cancellation_quote_changed: (p) => ({
    message: `Le remboursement est maintenant de ${Number(p['refundCents']) / 100}, pas celui de l’aperçu\u00a0: vérifiez les montants`,
  }),
  name_change_needs_plan: plain(
    'Seule une réservation confirmée à un prix, avant son départ, peut remplacer un voyageur',
  ),
  plan_change_needs_plan: plain(
    'Seule une réservation confirmée à un prix peut changer de plan de paiement',
  ),
  name_change_fee_changed: (p) => ({
    message: `Les frais de changement de nom sont maintenant de ${Number(p['feeCents']) / 100}, pas ceux de l’aperçu\u00a0: vérifiez-les`,
  }),
  refund_card_short: (p) => ({
    message: `Les paiements par carte de cette réservation permettent de rembourser ${Number(p['cardCents']) / 100} au plus\u00a0: remboursez le reste par virement Interac`,
  }),
  credit_not_found: plain('Crédit introuvable pour ce pèlerin'),
  credit_exceeds_left: (p) => ({
    message: `Données invalides\u00a0: il reste ${Number(p['leftCents']) / 100} sur ce crédit`,
    field: {
      name: 'amountCents',
      text: `Il reste au plus ${Number(p['leftCents']) / 100} sur ce crédit`,
    },
  }),
  credit_exceeds_due: (p) => ({
    message: `Données invalides\u00a0: il ne reste que ${Number(p['dueCents']) / 100} à payer sur cette réservation`,
    field: { name: 'amountCents', text: `Il reste au plus ${Number(p['dueCents']) / 100} à payer` },
  }),
  credit_exceeds_refund: onField(
    'creditCents',
    (p) => `Un crédit ne peut dépasser le remboursement (${Number(p['refundCents']) / 100})`,
    'Données invalides\u00a0: ',
  ),
  credit_expiry_past: onField(
    'creditExpiresOn',
    () => 'La date de fin du crédit doit être après aujourd’hui',
    'Données invalides\u00a0: ',
  ),
  booking_closed: plain('Cette réservation est close et n’accepte plus de paiement'),
  booking_paid_in_full: plain('Cette réservation est entièrement payée'),
  pay_link_invalid: plain('Ce lien de paiement n’est pas valide ou a expiré'),
  pay_link_retired: plain('Ce lien de paiement n’est plus valide'),
  card_not_offered: plain(
    'Le paiement par carte n’est pas offert\u00a0; veuillez payer par virement',
  ),
  nothing_due: plain('Rien n’est dû sur cette réservation'),
  payment_processing: plain(
    'Un paiement est en cours de traitement pour cette réservation\u00a0; revenez bientôt',
  ),
  message_not_found: plain('Message introuvable'),
  content_not_found: plain('Contenu introuvable'),
  slug_taken: (p) => ({
    message: `Le segment d’adresse «\u00a0${p['slug']}\u00a0» est déjà pris`,
    field: { name: 'slug', text: 'Ce segment d’adresse est déjà pris' },
  }),
  created_item_deleted: plain(
    'L’élément créé par cette requête a été supprimé depuis. Rechargez la page pour voir la liste à jour.',
  ),
  idempotency_key_reused: plain(
    'Cette clé d’idempotence a déjà servi pour une autre requête. Fermez le formulaire et vérifiez la liste avant d’enregistrer de nouveau.',
  ),
  cursor_invalid: onField('cursor', () => 'Curseur non valide', 'Données invalides\u00a0: '),
  username_taken: (p) => ({
    message: `Le nom d’utilisateur «\u00a0${p['username']}\u00a0» est déjà pris`,
    field: { name: 'username', text: 'Ce nom d’utilisateur est déjà pris' },
  }),
  admin_not_found: plain('Administrateur introuvable'),
  own_account_gone: plain('Votre compte administrateur n’existe plus'),
  last_admin: plain('Impossible de supprimer le dernier administrateur'),
  admin_roster_busy: plain(
    'Une autre modification des administrateurs est en cours. Veuillez réessayer.',
  ),
  record_busy: plain(
    'Quelqu’un d’autre enregistre la même chose au même moment. Réessayez dans un instant.',
  ),
  card_payments_not_set_up: plain(
    'Le paiement par carte n’est pas encore offert. Veuillez payer par virement Interac.',
  ),
  checkout_not_opened: plain('La page de paiement n’a pas pu être ouverte'),
  departure_date_required: onField(
    'departureDate',
    () => 'La date de départ est requise',
    'Données invalides\u00a0: ',
  ),
  departure_not_found: plain('Départ introuvable'),
  group_leader_not_found: plain('Responsable de groupe introuvable'),
  group_not_found: plain('Groupe introuvable'),
  departure_sold_out: (p) => ({
    message: `Pas assez de places sur le départ du ${p['departureDate']}\u00a0: ${seatsText(p['seatsLeft'], 'fr')}`,
  }),
  waiting_list_order: (p) => ({
    message: `${waitingText(p['ahead'], 'fr')} avant cette réservation sur la liste d’attente de ce départ (premier\u00a0: ${p['firstName']}). Confirmez-les d’abord, ou donnez une raison pour les passer.`,
    field: { name: 'skipReason', text: 'Une raison est requise pour passer la liste d’attente' },
  }),
  departure_has_bookings: (p) => ({
    message: `Ce départ a ${p['bookings']} réservation(s)\u00a0: déplacez-les ou supprimez-les d’abord, ou fermez-le`,
  }),
  departure_too_many_to_reschedule: (p) => ({
    message: `Ce départ a ${p['bookings']} réservations confirmées, plus qu’un changement de dates n’en déplace à la fois (${p['max']})\u00a0: demandez de l’aide pour les déplacer`,
  }),
  hold_not_found: plain('Réservation de places introuvable'),
  receipt_not_found: plain('Reçu introuvable'),
  confirmation_not_found: plain(
    'Cette réservation n’a pas encore de confirmation\u00a0: confirmez-la d’abord à un prix',
  ),
  terms_not_accepted: plain(
    'Veuillez accepter les conditions de réservation mises à jour avant de payer',
  ),
  terms_changed: plain(
    'Les conditions de réservation ont encore changé\u00a0: lisez-les et acceptez la nouvelle version',
  ),
  traveller_not_found: plain('Voyageur introuvable dans cette réservation'),
  trip_link_invalid: plain('Ce lien de voyage n’est pas valide'),
  trip_link_retired: plain('Ce lien de voyage a expiré ou a été remplacé par un plus récent'),
  traveller_details_locked: plain(
    'Les renseignements des voyageurs ne peuvent plus être modifiés en ligne si près du départ\u00a0: veuillez contacter l’agence',
  ),
  unsubscribe_link_invalid: plain('Ce lien de désabonnement n’est pas valide'),
  privacy_request_not_found: plain('Demande introuvable'),
  erasure_reason_required: onField(
    'reason',
    (p) =>
      `Cette personne a ${String(p['trips'])} voyage(s) confirmé(s) à venir\u00a0: l’effacement les annule. Indiquez la raison`,
    'Données invalides\u00a0: ',
  ),
  rooming_stay_not_found: (p) => ({
    message: `Le forfait de ce départ n’a pas de séjour «\u00a0${p['stay']}\u00a0» à répartir en chambres`,
  }),
  rooming_traveller_not_found: plain(
    'Ce voyageur n’est pas sur ce départ (sa réservation a peut-être été annulée ou déplacée)',
  ),
  rooming_locked: plain(
    'Cette liste des chambres est verrouillée\u00a0: déverrouillez-la avant de proposer ou de copier de nouveau les chambres (les déplacements après verrouillage sont marqués)',
  ),
  rooming_nothing_to_copy: plain(
    'Ce séjour n’a aucune chambre à copier\u00a0: proposez ou ajoutez d’abord ses chambres, puis copiez-les ici',
  ),
  room_not_found: plain('Cette chambre n’est pas sur la liste des chambres'),
  room_full: (p) => ({
    message: `La chambre ${p['room']} est pleine\u00a0: elle compte ${p['capacity']}\u00a0lit(s). Déplacez d’abord quelqu’un, ou ajoutez une chambre.`,
  }),
  room_not_empty: (p) => ({
    message: `La chambre ${p['room']} compte encore ${p['count']}\u00a0voyageur(s)\u00a0: déplacez-les avant de la retirer`,
  }),
  traveller_document_kind: plain(
    'Document inconnu\u00a0: envoyez une copie du passeport, un certificat de vaccination ou une photo',
  ),
  traveller_document_type: (p) => ({
    message:
      p['kind'] === 'photo'
        ? 'La photo doit être une image JPEG ou PNG'
        : 'Le fichier doit être un PDF, un JPEG ou un PNG (son contenu a été vérifié, pas seulement son nom)',
    field: {
      name: 'file',
      text:
        p['kind'] === 'photo'
          ? 'Choisissez une image JPEG ou PNG'
          : 'Choisissez un fichier PDF, JPEG ou PNG',
    },
  }),
  traveller_document_too_large: (p) => ({
    message: `Le fichier est trop volumineux\u00a0: la limite est de ${p['megabytes']}\u00a0Mo`,
    field: {
      name: 'file',
      text: `Le fichier est trop volumineux (${p['megabytes']}\u00a0Mo au plus)`,
    },
  }),
  traveller_document_empty: () => ({
    message: 'Aucun fichier reçu\u00a0: choisissez un fichier à envoyer',
    field: { name: 'file', text: 'Choisissez un fichier à envoyer' },
  }),
  traveller_document_missing: plain('Ce voyageur n’a pas envoyé ce document'),
  traveller_document_not_stored: plain('Ce document n’est plus conservé'),
  group_message_daily_limit: (p) => ({
    message: `Ce départ a reçu ${p['limit']} messages aujourd’hui, le maximum par jour. La limite se réinitialise à ${p['resetsAt']}.`,
  }),
  group_message_no_recipients: plain(
    'Aucune réservation de ce départ ne correspond à ces destinataires\u00a0: rien n’a été envoyé',
  ),
  too_many_trip_messages: plain(
    'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter un peu avant d’en envoyer un autre.',
  ),
  too_many_trip_uploads: plain(
    'Vous avez téléversé beaucoup de fichiers en peu de temps. Veuillez patienter une heure avant d’en téléverser un autre.',
  ),
  cancellation_not_open: plain(
    'Cette réservation ne peut plus être annulée en ligne (elle est annulée ou son départ a eu lieu)\u00a0: veuillez contacter l’agence',
  ),
  too_many_cancellation_requests: plain(
    'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez patienter une heure avant d’en envoyer une autre.',
  ),
  departure_cancelled: plain(
    'Ce départ est annulé\u00a0: il ne peut être ni réservé, ni modifié, ni choisi pour un déplacement',
  ),
  departure_choice_closed: plain(
    'Il n’y a plus de choix à faire pour cette réservation (il a été fait ou réglé)\u00a0: veuillez contacter l’agence',
  ),
  departure_choice_not_offered: onField(
    'choice',
    () => 'Choisissez l’une des options proposées',
    'Données invalides\u00a0: ',
  ),
  supplier_not_found: plain('Fournisseur introuvable'),
  cost_sheet_not_found: plain('Ce départ n’a pas de fiche de coûts à copier'),
  cost_line_not_found: (p) => ({
    message: 'Données invalides\u00a0: cette ligne de coût n’est pas sur la fiche du départ',
    field: { name: String(p['field'] ?? 'lineId'), text: 'Choisissez une ligne de cette fiche' },
  }),
  cost_line_supplier_unknown: (p) => ({
    message: 'Données invalides\u00a0: ce fournisseur n’est pas dans la liste des fournisseurs',
    field: {
      name: `lines[${p['index']}].supplierId`,
      text: 'Choisissez un fournisseur de la liste',
    },
  }),
  cost_line_has_payments: (p) => ({
    message: `La ligne «\u00a0${p['label']}\u00a0» a des paiements aux fournisseurs\u00a0: elle ne peut être retirée ni changer de devise`,
  }),
  supplier_payment_currency: (p) => ({
    message: `Données invalides\u00a0: cette ligne se paie en ${p['currency']}`,
    field: { name: 'currency', text: `Cette ligne se paie en ${p['currency']}` },
  }),
  ...visitorWordings('fr'),
  ...requestWordings('fr'),
  ...staffWordings(),
};

/** The public forms' refusals, worded by the forms' own messages in both languages. */
function visitorWordings(
  language: FormLanguage,
): Record<
  | 'package_unavailable'
  | 'package_sold_out'
  | 'passport_type'
  | 'passport_too_large'
  | 'passport_empty'
  | 'spam_check_failed'
  | 'too_many_from_network'
  | 'too_many_with_email'
  | 'departure_not_bookable'
  | 'departure_waiting_list_only',
  Wording
> {
  const m = validationMessages(language);
  return {
    package_unavailable: () => ({
      message: m.packageUnavailable,
      field: { name: 'packageId', text: m.packageUnavailable },
    }),
    package_sold_out: () => ({ message: m.soldOut, field: { name: 'packageId', text: m.soldOut } }),
    passport_type: () => ({
      message: m.passportTypeSummary,
      field: { name: 'passport', text: m.passportType },
    }),
    passport_too_large: () => ({
      message: m.passportTooLarge,
      field: { name: 'passport', text: m.passportTooLarge },
    }),
    passport_empty: () => ({
      message: m.passportEmpty,
      field: { name: 'passport', text: m.passportEmpty },
    }),
    spam_check_failed: plain(m.spamCheckFailed),
    too_many_from_network: plain(m.tooManyFromNetwork),
    too_many_with_email: () => ({
      message: m.tooManyWithEmail,
      field: { name: 'email', text: m.tooManyWithEmail },
    }),
    departure_not_bookable: () => ({
      message: m.departureUnavailable,
      field: { name: 'departureId', text: m.departureUnavailable },
    }),
    // A departure staff closed says so, not "full" (the visitor may see seats left elsewhere).
    departure_waiting_list_only: (p) => {
      const text = p['reason'] === 'closed' ? m.departureClosed : m.departureSoldOut;
      return { message: text, field: { name: 'departureId', text } };
    },
  };
}

type RequestCode =
  | 'invalid_input'
  | 'not_found'
  | 'file_not_found'
  | 'api_route_not_found'
  | 'body_too_large'
  | 'body_not_json'
  | 'body_unreadable'
  | 'body_type_unsupported'
  | 'multipart_expected'
  | 'multipart_malformed'
  | 'file_too_large'
  | 'too_many_files'
  | 'service_unavailable'
  | 'internal_error'
  | 'too_many_requests'
  | 'submission_id_malformed'
  | 'challenge_form_unknown';

/**
 * The refusals of a request itself (its body, its file, its address, a busy or broken server):
 * a visitor or a pilgrim may meet them, so they are worded in both languages.
 */
function requestWordings(language: FormLanguage): Record<RequestCode, Wording> {
  const m = validationMessages(language);
  const fr = language === 'fr';
  return {
    // The fields' own texts (already in the form's language), listed after the summary.
    invalid_input: (_p, fields = {}) => {
      const texts = Object.values(fields);
      const [only] = texts;
      // A body that is no object at all reads "Invalid input: expected a JSON object".
      const summary =
        texts.length === 1 && only === m.notAnObject
          ? only.charAt(0).toLowerCase() + only.slice(1)
          : texts.join('; ');
      return { message: m.invalidInput(summary) };
    },
    not_found: plain(fr ? 'Introuvable' : 'Not found'),
    file_not_found: plain(fr ? 'Fichier introuvable' : 'File not found'),
    api_route_not_found: (p) => ({
      message: fr
        ? `Aucune route d’API pour ${p['method']} ${p['path']}`
        : `No API route for ${p['method']} ${p['path']}`,
    }),
    body_too_large: (p) => {
      const limit = p['limit'];
      if (fr) {
        return {
          message: `Le corps de la requête est trop volumineux${limit === undefined ? '' : `\u00a0: la limite est de ${limit}`}`,
        };
      }
      return {
        message: `Request body is too large${limit === undefined ? '' : `: the limit is ${limit}`}`,
      };
    },
    body_not_json: plain(
      fr ? 'Le corps de la requête n’est pas du JSON valide' : 'Request body is not valid JSON',
    ),
    body_unreadable: plain(
      fr ? 'Le corps de la requête n’a pas pu être lu' : 'Request body could not be read',
    ),
    body_type_unsupported: plain(
      fr
        ? 'Type de contenu non pris en charge\u00a0: envoyez du JSON (Content-Type: application/json), ou multipart/form-data pour les fichiers'
        : 'Unsupported body type: send JSON (Content-Type: application/json), or multipart/form-data for file uploads',
    ),
    multipart_expected: plain(
      fr ? 'Envoyez le fichier en multipart/form-data' : 'Send the file as multipart/form-data',
    ),
    multipart_malformed: plain(fr ? 'Corps multipart mal formé' : 'Malformed multipart body'),
    file_too_large: (p) => ({
      message: fr
        ? `Fichier trop volumineux\u00a0: la limite est de ${p['megabytes']}\u00a0Mo`
        : `File too large: the limit is ${p['megabytes']} MB`,
    }),
    too_many_files: (p) => ({
      message: fr
        ? `Au plus ${p['max']}\u00a0fichier(s) par envoi`
        : `At most ${p['max']} file(s) per request`,
    }),
    service_unavailable: plain(
      fr
        ? 'Le service est momentanément indisponible. Veuillez réessayer sous peu.'
        : 'The service is temporarily unavailable. Please try again shortly.',
    ),
    internal_error: plain(
      fr
        ? 'Une erreur s’est produite de notre côté. Veuillez réessayer.'
        : 'Something went wrong on our side. Please try again.',
    ),
    too_many_requests: plain(
      fr
        ? 'Trop de demandes\u00a0: veuillez réessayer plus tard'
        : 'Too many requests: please try again later',
    ),
    submission_id_malformed: () => ({
      message: m.invalidInput(m.submissionIdMalformed),
      field: { name: 'submissionId', text: m.submissionIdMalformed },
    }),
    challenge_form_unknown: () => {
      const text = fr
        ? 'Doit être contact, booking ou privacy'
        : 'Must be contact, booking or privacy';
      return {
        message: m.invalidInput(
          fr
            ? 'le formulaire doit être contact, booking ou privacy'
            : 'form must be contact, booking or privacy',
        ),
        field: { name: 'form', text },
      };
    },
  };
}

type StaffCode =
  | 'image_not_fetched'
  | 'idempotency_key_malformed'
  | 'payment_filter_invalid'
  | 'settings_body_empty'
  | 'image_file_missing'
  | 'image_type'
  | 'image_unreadable'
  | 'checkout_not_found'
  | 'checkout_moved_on'
  | 'webhook_refused'
  | 'cross_site_request'
  | 'client_header_missing'
  | 'admin_sign_in_required'
  | 'not_an_admin'
  | 'not_signed_in'
  | 'invalid_credentials'
  | 'account_paused'
  | 'too_many_sign_in_attempts'
  | 'current_password_incorrect'
  | 'sign_in_expired'
  | 'sign_in_link_invalid'
  | 'activation_link_invalid'
  | 'second_factor_required'
  | 'second_factor_setup_first'
  | 'wrong_code'
  | 'too_many_wrong_codes'
  | 'notice_email_needed'
  | 'own_account_delete'
  | 'own_second_factor_reset';

/** Refusals only staff meet (the admin area, its sign-in, the local checkout): staff read English. */
function staffWordings(): Record<StaffCode, Wording> {
  return {
    // Each field's text says what could not be fetched and why; the message lists them.
    image_not_fetched: (_p, fields = {}) => ({
      message: Object.values(fields).join(' ') || 'An image could not be fetched',
    }),
    idempotency_key_malformed: plain(IDEMPOTENCY_KEY_MALFORMED),
    payment_filter_invalid: (p) => ({
      message: `Invalid input: payment must be one of ${p['allowed']}`,
    }),
    settings_body_empty: plain('Invalid input: the body holds none of the settings fields'),
    image_file_missing: plain('Choose an image file to upload (field "file")'),
    image_type: plain('Only JPEG, PNG, WebP and GIF images can be uploaded'),
    image_unreadable: plain(
      'This image could not be read. Please upload a valid JPEG, PNG, WebP or GIF.',
    ),
    checkout_not_found: plain('No such checkout'),
    checkout_moved_on: plain('This checkout has moved on'),
    webhook_refused: (p) => ({ message: `The webhook answered ${p['status']}` }),
    cross_site_request: plain('This request must come from the admin area of this site'),
    client_header_missing: (p) => ({ message: `Missing JSON body or ${p['header']} header` }),
    admin_sign_in_required: plain('Please sign in as an admin'),
    not_an_admin: plain('This account is not an admin'),
    not_signed_in: plain('Not signed in'),
    invalid_credentials: plain('Invalid credentials'),
    account_paused: plain(
      'Google has paused password sign-in for this account after too many failed attempts. Try again later, or ask another admin to reset your password.',
    ),
    too_many_sign_in_attempts: (p) => ({
      message: `Too many failed sign-in attempts. Try again in ${waitInWords(Number(p['retryAfterSeconds']))}.`,
    }),
    current_password_incorrect: () => ({
      message: 'Current password is incorrect',
      field: { name: 'currentPassword', text: 'Current password is incorrect' },
    }),
    sign_in_expired: plain(SIGN_IN_EXPIRED_MESSAGE),
    sign_in_link_invalid: plain(SIGN_IN_LINK_INVALID_MESSAGE),
    activation_link_invalid: plain(ACTIVATION_LINK_INVALID_MESSAGE),
    second_factor_required: () => ({
      message: SECOND_FACTOR_REQUIRED_MESSAGE,
      field: { name: SECOND_FACTOR_FIELD, text: SECOND_FACTOR_REQUIRED_MESSAGE },
    }),
    second_factor_setup_first: () => ({
      message: SECOND_FACTOR_SETUP_FIRST_MESSAGE,
      field: { name: SECOND_FACTOR_SETUP_FIELD, text: SECOND_FACTOR_SETUP_FIRST_MESSAGE },
    }),
    // A wrong code is a field error of the code box (400, not 401: the session is not lost).
    wrong_code: () => ({
      message: WRONG_CODE_MESSAGE,
      field: { name: 'code', text: WRONG_CODE_MESSAGE },
    }),
    too_many_wrong_codes: (p) => {
      const seconds = Number(p['retryAfterSeconds']);
      return {
        message: `Too many wrong codes. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      };
    },
    notice_email_needed: plain(NOTICE_EMAIL_NEEDED_MESSAGE),
    own_account_delete: plain('Cannot delete your own account'),
    own_second_factor_reset: plain(
      'To change your own two-step sign-in, set it up again in Settings',
    ),
  };
}

/** "3 seats" / "1 seat" / "no seat", and in French. */
function seatsText(value: string | number | undefined, language: FormLanguage): string {
  const n = Number(value ?? 0);
  if (language === 'fr') {
    return n <= 0 ? 'plus aucune place' : n === 1 ? 'il reste 1 place' : `il reste ${n} places`;
  }
  return n <= 0 ? 'no seat' : n === 1 ? '1 seat' : `${n} seats`;
}

function waitingText(value: string | number | undefined, language: FormLanguage): string {
  const n = Number(value ?? 1);
  if (language === 'fr') return n === 1 ? '1 personne attend' : `${n} personnes attendent`;
  return n === 1 ? '1 request waits' : `${n} requests wait`;
}

const WORDINGS: Record<FormLanguage, Record<ErrorCode, Wording>> = { en: EN, fr: FR };

/** A code's message (and field text) in a language. */
export function errorText(
  code: ErrorCode,
  params: ErrorParams,
  language: FormLanguage,
  fields?: ErrorFields,
): ErrorText {
  return WORDINGS[language][code](params, fields);
}

/** "45 seconds" / "3 minutes": how long a throttled sign-in waits, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
