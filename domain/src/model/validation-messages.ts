/**
 * The public forms' validation messages in the visitor's language. One rule in one place: the
 * field builders of validation.ts take these builders (English by default, so every English
 * message stays exactly as it was) and the form schemas are made per language
 * (`contactSchemaFor`, `bookingSchemaFor`, and `…RequestSchemaFor` in booking-request.ts and
 * contact-request.ts). No yup here: the server's generic answers (rate limit, spam check) read
 * it too.
 *
 * French names the field in « » ("Le champ « Nom » est obligatoire"): one sentence shape for
 * every label, so no article or agreement has to follow each noun's gender.
 */
import { PREFERRED_DATE_MAX_YEARS_AHEAD } from './constants';
import { frenchSpacing } from './french-typography';

/** The language a visitor used on a form; stored with a message or a booking. */
export const FORM_LANGUAGES = ['en', 'fr'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

export function isFormLanguage(value: unknown): value is FormLanguage {
  return value === 'en' || value === 'fr';
}

/** A stored document's language: documents saved before it was kept are English. */
export function formLanguageOf(value: unknown): FormLanguage {
  return value === 'fr' ? 'fr' : 'en';
}

/** Ties a number to its unit ('2 ans'); punctuation spacing is frenchSpacing's. */
const NBSP = '\u00a0';

export interface ValidationMessages {
  text: (label: string) => string;
  required: (label: string) => string;
  maxLength: (label: string, max: number) => string;
  number: (label: string) => string;
  wholeNumber: (label: string) => string;
  atLeast: (label: string, min: number) => string;
  between: (label: string, min: number, max: number) => string;
  date: (label: string) => string;
  isoDate: (label: string) => string;
  email: (label: string) => string;
  emailCharacters: (label: string) => string;
  phone: (label: string) => string;
  /** A person's name with fewer than two letters ('A', '12'). */
  nameLetters: (label: string) => string;
  /**
   * Short field messages, shown under the field and in the server's field errors. The spec's
   * "Title - sentence" toast ('Package Required - Please select…') is the form's toast, in the
   * web catalogs (forms.booking.packageRequiredTitle/Text), not a field message.
   */
  packageRequired: string;
  preferredDatePast: string;
  preferredDateTooFar: string;
  consentRequired: string;
  roomType: string;
  /** The privacy page's request form: what the person asks for. */
  privacyKind: string;
  /** The trip page's request to cancel: all or some travellers, which ones, the confirmation. */
  cancellationScope: string;
  cancellationNames: string;
  cancellationUnknownName: string;
  cancellationConfirm: string;
  waitingList: string;
  marketingConsent: string;
  language: string;
  submissionIdText: string;
  submissionIdRequired: string;
  submissionIdMalformed: string;
  /** The server's generic answers to the public forms. */
  tooManyFromNetwork: string;
  tooManyWithEmail: string;
  spamCheckFailed: string;
  packageUnavailable: string;
  soldOut: string;
  departureUnavailable: string;
  departureSoldOut: string;
  departureClosed: string;
  passportType: string;
  passportTypeSummary: string;
  passportTooLarge: string;
  passportEmpty: string;
  notAnObject: string;
  /** A value no schema can read (a lone surrogate, an object posing as text): names its field. */
  unreadable: (field: string) => string;
  invalidInput: (details: string) => string;
}

export const EN_VALIDATION: ValidationMessages = {
  text: (label) => `${label} must be text`,
  required: (label) => `${label} is required`,
  maxLength: (label, max) => `${label} must be at most ${max} characters`,
  number: (label) => `${label} must be a number`,
  wholeNumber: (label) => `${label} must be a whole number`,
  atLeast: (label, min) => `${label} must be at least ${min}`,
  between: (label, min, max) => `${label} must be between ${min} and ${max}`,
  date: (label) => `${label} must be a date`,
  isoDate: (label) => `${label} must be a valid date (YYYY-MM-DD)`,
  email: (label) => `${label} must be a valid email address`,
  emailCharacters: (label) => `${label} cannot contain spaces or any of ? & # % / , ;`,
  phone: (label) => `${label} must be a valid phone number`,
  nameLetters: (label) => `${label} must have at least two letters`,
  packageRequired: 'Please choose a package',
  preferredDatePast: 'Preferred date cannot be earlier than today',
  preferredDateTooFar: `Preferred date cannot be more than ${PREFERRED_DATE_MAX_YEARS_AHEAD} years from today`,
  consentRequired: 'Please agree to how we handle your information',
  roomType: 'Room type must be quad, triple or double',
  privacyKind: 'Please choose what you are asking for: access, correction or erasure',
  cancellationScope: 'Please choose whether to cancel the whole booking or some travellers',
  cancellationNames: 'Please tick the travellers to cancel',
  cancellationUnknownName: 'Please tick only travellers of this booking',
  cancellationConfirm: 'Please confirm that you ask to cancel',
  waitingList: 'Waiting list must be true or false',
  marketingConsent: 'News and offers must be ticked or not',
  language: 'Language must be en or fr',
  submissionIdText: 'Submission id must be text',
  submissionIdRequired: 'Submission id is required',
  submissionIdMalformed: 'Submission id is malformed',
  tooManyFromNetwork: 'Too many submissions from your network. Please try again in a few minutes.',
  tooManyWithEmail: 'Too many submissions with this email address. Please try again in an hour.',
  spamCheckFailed: "The form's spam check failed. Please reload the page and try again.",
  packageUnavailable: 'This package is not available for booking',
  soldOut:
    'This package is sold out. You can join its waiting list instead: we contact you if a seat frees up.',
  departureUnavailable: 'This departure date is not available for booking',
  departureSoldOut:
    'This departure is full. You can join its waiting list instead: we contact you if a seat frees up.',
  departureClosed:
    'This departure is closed to new bookings. You can join its waiting list instead: we contact you if it opens again.',
  passportType: 'Invalid file type - Please upload a PDF, JPG, JPEG or PNG file',
  passportTypeSummary: 'The passport scan must be a PDF, JPG or PNG file',
  passportTooLarge: 'File too large - Please upload a file smaller than 5MB',
  passportEmpty: 'Empty file - Please choose a file that is not empty',
  notAnObject: 'Expected a JSON object',
  unreadable: (field) => `The value of "${field}" is not valid text`,
  invalidInput: (details) => `Invalid input: ${details}`,
};

const field = (label: string) => frenchSpacing(`Le champ « ${label} »`);

export const FR_VALIDATION: ValidationMessages = {
  text: (label) => `${field(label)} doit contenir du texte`,
  required: (label) => `${field(label)} est obligatoire`,
  maxLength: (label, max) => `${field(label)} doit contenir au plus ${max} caractères`,
  number: (label) => `${field(label)} doit contenir un nombre`,
  wholeNumber: (label) => `${field(label)} doit contenir un nombre entier`,
  atLeast: (label, min) => `${field(label)} doit valoir au moins ${min}`,
  between: (label, min, max) => `${field(label)} doit être compris entre ${min} et ${max}`,
  date: (label) => `${field(label)} doit contenir une date`,
  isoDate: (label) => `${field(label)} doit contenir une date valide (AAAA-MM-JJ)`,
  email: (label) => `${field(label)} doit contenir une adresse courriel valide`,
  emailCharacters: (label) =>
    `${field(label)} ne peut contenir ni espace ni aucun des caractères ? & # % / , ;`,
  phone: (label) => `${field(label)} doit contenir un numéro de téléphone valide`,
  nameLetters: (label) => `${field(label)} doit contenir au moins deux lettres`,
  packageRequired: `Veuillez choisir un forfait`,
  preferredDatePast: `La date souhaitée ne peut pas être antérieure à aujourd’hui`,
  preferredDateTooFar: `La date souhaitée ne peut pas dépasser ${PREFERRED_DATE_MAX_YEARS_AHEAD}${NBSP}ans à partir d’aujourd’hui`,
  consentRequired: `Veuillez accepter la façon dont nous traitons vos renseignements`,
  roomType: `Le type de chambre doit être quadruple, triple ou double`,
  privacyKind: frenchSpacing(
    `Veuillez choisir ce que vous demandez : accès, correction ou effacement`,
  ),
  cancellationScope: `Veuillez choisir d’annuler toute la réservation ou certains voyageurs`,
  cancellationNames: `Veuillez cocher les voyageurs à annuler`,
  cancellationUnknownName: `Veuillez ne cocher que des voyageurs de cette réservation`,
  cancellationConfirm: `Veuillez confirmer votre demande d’annulation`,
  waitingList: `La liste d’attente doit valoir vrai ou faux`,
  marketingConsent: `Les nouvelles et offres doivent être cochées ou non`,
  language: `La langue doit être en ou fr`,
  submissionIdText: `L’identifiant d’envoi doit être du texte`,
  submissionIdRequired: `L’identifiant d’envoi est obligatoire`,
  submissionIdMalformed: `L’identifiant d’envoi est mal formé`,
  tooManyFromNetwork: `Trop d’envois depuis votre réseau. Veuillez réessayer dans quelques minutes.`,
  tooManyWithEmail: `Trop d’envois avec cette adresse courriel. Veuillez réessayer dans une heure.`,
  spamCheckFailed: `La vérification antipourriel du formulaire a échoué. Veuillez recharger la page et réessayer.`,
  packageUnavailable: `Ce forfait n’est pas offert à la réservation`,
  soldOut: frenchSpacing(
    `Ce forfait est complet. Vous pouvez plutôt vous inscrire sur sa liste d’attente : nous vous contacterons si une place se libère.`,
  ),
  departureUnavailable: `Cette date de départ n’est pas offerte à la réservation`,
  departureSoldOut: frenchSpacing(
    `Ce départ est complet. Vous pouvez plutôt vous inscrire sur sa liste d’attente : nous vous contacterons si une place se libère.`,
  ),
  departureClosed: frenchSpacing(
    `Ce départ est fermé aux nouvelles réservations. Vous pouvez plutôt vous inscrire sur sa liste d’attente : nous vous contacterons s’il rouvre.`,
  ),
  passportType: `Type de fichier non valide - Veuillez téléverser un fichier PDF, JPG, JPEG ou PNG`,
  passportTypeSummary: `La copie du passeport doit être un fichier PDF, JPG ou PNG`,
  passportTooLarge: `Fichier trop volumineux - Veuillez téléverser un fichier de moins de 5${NBSP}Mo`,
  passportEmpty: `Fichier vide - Veuillez choisir un fichier qui n’est pas vide`,
  notAnObject: `Un objet JSON est attendu`,
  unreadable: (field) => frenchSpacing(`La valeur de « ${field} » n’est pas un texte valide`),
  invalidInput: (details) => `${frenchSpacing('Données non valides :')} ${details}`,
};

export function validationMessages(language: FormLanguage): ValidationMessages {
  return language === 'fr' ? FR_VALIDATION : EN_VALIDATION;
}

/** The public forms' field labels, as their messages name them. */
export const FIELD_LABELS = {
  en: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    fullName: 'Full name',
    numberOfTravelers: 'Number of travelers',
    preferredDate: 'Preferred date',
    specialRequests: 'Special requests',
    details: 'Details',
    travellersToCancel: 'Travellers to cancel',
    reason: 'Reason',
  },
  fr: {
    name: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    message: 'Message',
    fullName: 'Nom complet',
    numberOfTravelers: 'Nombre de voyageurs',
    preferredDate: 'Date souhaitée',
    specialRequests: 'Demandes particulières',
    details: 'Précisions',
    travellersToCancel: 'Voyageurs à annuler',
    reason: 'Raison',
  },
} as const satisfies Record<FormLanguage, Record<string, string>>;

/**
 * The language of a request whose body could not be read (or says none): the first of
 * Accept-Language's languages that is English or French, else English.
 */
export function languageOfAcceptHeader(header: string | undefined | null): FormLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'fr') return 'fr';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
