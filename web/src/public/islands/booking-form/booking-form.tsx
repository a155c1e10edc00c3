import {
  PASSPORT_EXTENSIONS,
  PASSPORT_MIME_TYPES,
  TRAVELERS_DEFAULT,
} from '@umrah/domain/model/constants';
import { latestPreferredDate, todayInTimeZone } from '@umrah/domain/model/dates';
import { passportFileError, type PassportProblem } from '@umrah/domain/model/passport';
import { isRoomType, type RoomType } from '@umrah/domain/model/rooms';
import { TRAVELER_OPTIONS } from '@umrah/domain/model/travelers';
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { formatDate } from '@umrah/domain/model/locale-format';
import { postFormWithProgress } from '../forms/api';
import { Confirmation, type AgencyReach, type SentConfirmation } from '../forms/confirmation';
import { FormIcon } from '../forms/form-icons';
import {
  describedBy,
  FormFields,
  Honeypot,
  SelectField,
  TextField,
  SubmitButton,
  Toast,
} from '../forms/form-parts';
import { MarketingConsentCheck } from '../forms/marketing-consent';
import { loadBookingRules, type BookingFormInput, type Check } from '../forms/load-schemas';
import { useFormText, type FormTextProps } from '../forms/form-text';
import { useForm } from '../forms/use-form';
import { useIslandSubmit } from '../forms/use-island-submit';
import { RoomChoice } from './room-choice';

export interface BookingPackageOption {
  id: string;
  slug: string;
  title: string;
  /** 'en' on a French page when the package has no French title yet (screen readers switch). */
  lang?: 'en';
  /** Offered only when it is the package the visitor came from: the request joins its waiting list. */
  soldOut?: boolean;
  /** Its upcoming departures, soonest first: the visitor picks one (none: any preferred date). */
  departures?: BookingDepartureOption[];
  /** Its rooms before a date is picked (the lowest over its dates); none: it sells no room type. */
  rooms?: BookingRoomsOffer;
}

/** The rooms a date (or a package) offers, their texts made by the server (pricing.ts). */
export interface BookingRoomsOffer {
  rooms: BookingRoomOption[];
  /** The lowest over several dates. */
  from: boolean;
  /** The single supplement and when the balance is due, as the package page says them. */
  notes: string[];
}

export interface BookingRoomOption {
  kind: RoomType;
  /** "Quad", and "4 people per room". */
  name: string;
  size: string;
  /** "$3,899 per person" (or "From $3,899 per person"). */
  price: string;
  /** "Deposit $500 per person", or that the whole price is due when confirmed. */
  deposit: string;
}

/** A date of a package, as the form offers it (its text made by the server, in the page's language). */
export interface BookingDepartureOption {
  id: string;
  /** YYYY-MM-DD: the preferred date follows it. */
  date: string;
  /** "March 1, 2027 · from $2,450 · Few seats left". */
  label: string;
  /** Sold out or closed: the request joins this date's waiting list. */
  waitingList?: boolean;
  /** Closed by staff (seats may remain): the form says closed, not sold out. */
  closed?: boolean;
  /** Its rooms at its own prices, deposit and single supplement. */
  rooms?: BookingRoomsOffer;
}

export interface BookingFormProps extends FormTextProps {
  /** The published packages the visitor may choose from. */
  packages: BookingPackageOption[];
  /** The package named by /booking?package={slug} ('' when none). */
  preselectedSlug: string;
  /** The departure named by &departure={id} ('' when none). */
  preselectedDeparture?: string;
  /** The room type picked on the package's room card (&room=), if any: the room chosen. */
  room: RoomType | null;
  /** How long the passport scan is kept after the trip (settings), for the consent text. */
  passportRetentionDays: number;
  /** The agency's phone, WhatsApp and office hours, for the confirmation (server-made). */
  reach?: AgencyReach;
  /** Through a leader's group link: the group's code, sent with the request. */
  groupCode?: string;
}

/** What the confirmation shows after a request is accepted. */
type Sent = SentConfirmation & { waitingList: boolean };

interface BookingValues {
  fullName: string;
  email: string;
  phone: string;
  packageId: string;
  departureId: string;
  /** A room type ('' not decided yet). */
  roomType: string;
  numberOfTravelers: string;
  preferredDate: string;
  specialRequests: string;
  consent: boolean;
  /** "Send me news and offers": optional, unticked, apart from `consent`. */
  marketingConsent: boolean;
  /** Honeypot: stays empty for people. */
  website: string;
}

const EMPTY: BookingValues = {
  fullName: '',
  email: '',
  phone: '',
  packageId: '',
  departureId: '',
  roomType: '',
  numberOfTravelers: String(TRAVELERS_DEFAULT),
  preferredDate: '',
  specialRequests: '',
  consent: false,
  marketingConsent: false,
  website: '',
};

/** Field order, for moving focus to the first problem. */
const FIELDS = [
  'fullName',
  'email',
  'phone',
  'packageId',
  'departureId',
  'roomType',
  'numberOfTravelers',
  'preferredDate',
  'specialRequests',
  'consent',
] as const;

type FieldName = (typeof FIELDS)[number];

const ACCEPT = [...PASSPORT_EXTENSIONS, ...PASSPORT_MIME_TYPES].join(',');

function inputOf(values: BookingValues, waitingList = false) {
  const { website: _website, ...fields } = values;
  return { ...fields, waitingList };
}

/**
 * The rules' errors, and the departure's: a package with departures takes a request for one of
 * them (the server accepts none, but then the date would say nothing of seats or price).
 */
function errorsWith(departuresOf: (packageId: string) => BookingDepartureOption[], text: string) {
  return (check: Check<BookingFormInput>, values: BookingValues) => {
    const result = check(inputOf(values), { today: todayInTimeZone() });
    const errors = result.ok ? {} : result.errors;
    const needed = departuresOf(values.packageId).length > 0 && !values.departureId;
    return needed ? { ...errors, departureId: text } : errors;
  };
}

const SENT = {
  booking: { title: 'forms.booking.sentTitle', description: 'forms.booking.sentText' },
  waitingList: { title: 'forms.booking.waitingTitle', description: 'forms.booking.waitingText' },
} as const;

/** The passport file's problem, by its code, in the page's language (the spec's texts). */
const PASSPORT_PROBLEM_TEXT = {
  passport_too_large: 'forms.booking.fileTooLarge',
  passport_type: 'forms.booking.fileType',
  passport_empty: 'forms.booking.fileEmpty',
} as const satisfies Record<PassportProblem, string>;

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Takes parameters out of the address, as what they chose goes. */
function forgetInAddress(params: string[]) {
  const url = new URL(window.location.href);
  for (const name of params) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The booking request form (spec sections 3 and 5): the domain's rules, loaded on first use;
 * the passport scan is checked when picked. Submitting sends the request with the scan (upload
 * progress shown), then shows 'Booking Request Submitted!' and clears the form.
 */
export function BookingForm({
  packages,
  preselectedSlug,
  preselectedDeparture = '',
  room: linkedRoom,
  passportRetentionDays,
  reach,
  groupCode = '',
  ...text
}: BookingFormProps) {
  const { t, language } = useFormText(text);
  const preselected = preselectedSlug
    ? packages.find((pkg) => pkg.slug === preselectedSlug)
    : undefined;
  const loadRules = useCallback(() => loadBookingRules(language), [language]);
  const departuresOf = useCallback(
    (packageId: string) => packages.find((pkg) => pkg.id === packageId)?.departures ?? [],
    [packages],
  );
  const errorsOf = useMemo(
    () => errorsWith(departuresOf, t('forms.booking.departureRequired')),
    [departuresOf, t],
  );
  /** The rooms on offer for a package and the date picked (none picked: the package's). */
  const offerOf = useCallback(
    (packageId: string, departureId: string) => {
      const pkg = packages.find((p) => p.id === packageId);
      return pkg?.departures?.find((d) => d.id === departureId)?.rooms ?? pkg?.rooms;
    },
    [packages],
  );
  // &departure= picks the date, and the preferred date is that date; &room= the room, when the
  // date (or package) sells it.
  const linkedDeparture = preselected?.departures?.find((d) => d.id === preselectedDeparture);
  const linkedOffer = preselected && offerOf(preselected.id, linkedDeparture?.id ?? '');
  const form = useForm(
    {
      ...EMPTY,
      packageId: preselected?.id ?? '',
      departureId: linkedDeparture?.id ?? '',
      preferredDate: linkedDeparture?.date ?? '',
      roomType: linkedOffer?.rooms.some((r) => r.kind === linkedRoom) ? (linkedRoom ?? '') : '',
    },
    loadRules,
    errorsOf,
  );
  const [missingPackage, setMissingPackage] = useState(Boolean(preselectedSlug && !preselected));
  const [passport, setPassport] = useState<{ file: File | null; error: string | null }>({
    file: null,
    error: null,
  });
  const [progress, setProgress] = useState<number | null>(null);
  // Set when the visitor reaches the date field: the agency's today (see PreferredDateField).
  const [today, setToday] = useState<string>();
  const focusUpload = useRef(false);

  const isSoldOut = (id: string) => packages.some((pkg) => pkg.id === id && pkg.soldOut);
  /** A picked date decides the waiting list; without one, the package (every date full). */
  const joinsWaitingList = (values: BookingValues) => {
    const picked = departuresOf(values.packageId).find((d) => d.id === values.departureId);
    return picked ? Boolean(picked.waitingList) : isSoldOut(values.packageId);
  };
  const departures = departuresOf(form.values.packageId);
  const departure = departures.find((d) => d.id === form.values.departureId);
  const waitingList = joinsWaitingList(form.values);
  const offer = offerOf(form.values.packageId, form.values.departureId);

  /** Picks a date (or none): the preferred date follows it; a room it does not sell goes. */
  function pickDeparture(id: string, packageId = form.latest().packageId) {
    const picked = departuresOf(packageId).find((d) => d.id === id);
    form.set('departureId', picked?.id ?? '');
    if (picked) form.set('preferredDate', picked.date);
    const room = form.latest().roomType;
    if (room && !offerOf(packageId, picked?.id ?? '')?.rooms.some((r) => r.kind === room)) {
      dropRoom();
    }
  }

  /** The room goes, and with it the room the address named. */
  function dropRoom() {
    form.set('roomType', '');
    forgetInAddress(['room']);
  }

  const formRef = useRef<HTMLFormElement>(null);
  const submission = useIslandSubmit({
    form,
    formRef,
    spamCheck: 'booking',
    t,
    language,
    empty: EMPTY,
    check: (check, values) => {
      const result = check(inputOf(values, joinsWaitingList(values)), {
        today: todayInTimeZone(),
      });
      const departureMissing = departuresOf(values.packageId).length > 0 && !values.departureId;
      if (!departureMissing) return result;
      const errors = result.ok ? {} : result.errors;
      return {
        ok: false,
        errors: { ...errors, departureId: t('forms.booking.departureRequired') },
      };
    },
    onInvalid: (errors, show) => {
      if (errors['packageId']) {
        show({
          title: t('forms.booking.packageRequiredTitle'),
          description: t('forms.booking.packageRequiredText'),
          severity: 'error',
        });
      }
    },
    fields: FIELDS,
    fieldId: (name) => `booking-${name}`,
    post: (fields) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        // The group's code comes from the page (its link), never from the form's values.
        if (name !== 'groupCode') body.append(name, String(value));
      }
      if (groupCode) body.append('groupCode', groupCode);
      const file = passport.file;
      if (file) body.append('passport', file, file.name);
      setProgress(file ? 0 : null);
      return postFormWithProgress('/api/bookings', body, file ? setProgress : () => {});
    },
    confirmation: ({ value, values, reference, emailed }): Sent => ({
      reference,
      emailed,
      email: value.email,
      waitingList: joinsWaitingList(values),
      summary: summaryOf(value, Boolean(passport.file)),
    }),
    onAccepted: () => {
      setPassport({ file: null, error: null });
      setMissingPackage(false);
      // The form is cleared: the link's package, date and room go too.
      forgetInAddress(['package', 'room', 'departure']);
    },
    sentToast: ({ values }) => {
      const sent = SENT[joinsWaitingList(values) ? 'waitingList' : 'booking'];
      return { title: t(sent.title), description: t(sent.description), severity: 'success' };
    },
    failureTitle: t('forms.booking.notSent'),
    onSettled: () => setProgress(null),
    // The passport scan picked before waking is checked as if picked now; a date picked before
    // waking sets the preferred date, and one of another package (its list was the server's) is
    // dropped, with a room it does not sell.
    onWake: (element) => {
      const scan = element.querySelector<HTMLInputElement>('#booking-passport');
      const picked = scan?.files?.[0];
      if (scan && picked) {
        scan.value = '';
        takePassport(picked);
      }
      const chosen = form.latest().packageId;
      pickDeparture(form.latest().departureId, chosen);
      // Another package picked in the server's markup drops the room (its radios were the
      // first package's), as picking it after waking does.
      if (form.latest().roomType && chosen !== preselected?.id) dropRoom();
      return Boolean(picked);
    },
  });
  const { sent, button: submit, show } = submission;

  function pickPassport(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (picked) takePassport(picked);
  }

  function takePassport(picked: File) {
    const found = passportFileError(picked);
    const problem = found && t(PASSPORT_PROBLEM_TEXT[found]);
    if (problem) {
      // The spec's "Title - sentence" in the toast; under the field, its short sentence.
      const [title = problem, description] = problem.split(' - ');
      show({ title, description, severity: 'error' });
      setPassport({ file: null, error: description ?? title });
    } else {
      setPassport({ file: picked, error: null });
    }
  }

  function removePassport() {
    focusUpload.current = true;
    setPassport({ file: null, error: null });
  }

  /** What the visitor sent, as the confirmation lists it (their own browser only). */
  function summaryOf(value: BookingFormInput, withPassport: boolean): [string, string][] {
    const title = packages.find((pkg) => pkg.id === value.packageId)?.title ?? '';
    return [
      [t('forms.booking.package'), title],
      [
        t('forms.booking.travellers'),
        t('forms.booking.travellerCount', { count: value.numberOfTravelers }),
      ],
      [
        t(value.departureId ? 'forms.booking.departure' : 'forms.booking.date'),
        formatDate(value.preferredDate, text.locale) || value.preferredDate,
      ],
      ...(isRoomType(value.roomType)
        ? [
            [t('forms.booking.roomType'), t(`forms.booking.room.${value.roomType}`)] as [
              string,
              string,
            ],
          ]
        : []),
      [t('forms.booking.fullName'), value.fullName],
      [t('forms.common.email'), value.email],
      [t('forms.booking.phone'), value.phone],
      ...(value.specialRequests
        ? [[t('forms.booking.requests'), value.specialRequests] as [string, string]]
        : []),
      [
        t('forms.booking.passport'),
        t(withPassport ? 'forms.booking.confirm.yes' : 'forms.booking.confirm.none'),
      ],
    ];
  }

  const field = (name: Exclude<FieldName, 'consent'>) => form.field(name, `booking-${name}`);

  const consentError = form.errorOf('consent');
  const percent = progress === null ? 0 : Math.round(progress * 100);

  // The confirmation replaces the form; the toast keeps its place, so its live region stays.
  const confirmation = sent && (
    <Confirmation
      t={t}
      title={t(SENT[sent.waitingList ? 'waitingList' : 'booking'].title)}
      text={t(SENT[sent.waitingList ? 'waitingList' : 'booking'].description)}
      reference={sent.reference}
      email={sent.email}
      emailed={sent.emailed}
      summary={sent.summary}
      next={t(
        sent.waitingList ? 'forms.booking.confirm.nextWaiting' : 'forms.booking.confirm.next',
      )}
      reach={reach}
      anotherLabel={t('forms.booking.confirm.another')}
      onAnother={submission.another}
    />
  );

  return (
    <>
      {confirmation || (
        <>
          {missingPackage && (
            <p className="form-note form-note--warning">
              <FormIcon name="warning" />
              <span>{t('forms.booking.missingPackage')}</span>
            </p>
          )}
          {waitingList && (
            <p className="form-note form-note--info">
              <FormIcon name="info" />
              <span>
                <strong>
                  {t(
                    departure?.closed
                      ? 'forms.booking.dateClosedTitle'
                      : departure
                        ? 'forms.booking.dateSoldOutTitle'
                        : 'forms.booking.soldOutTitle',
                  )}
                </strong>{' '}
                {t('forms.booking.soldOutText')}
              </span>
            </p>
          )}
          <form
            ref={formRef}
            noValidate
            aria-label={t('forms.booking.formLabel')}
            className="form"
            onSubmit={submission.onSubmit}
            onFocus={submission.onFocus}
          >
            <FormFields className="form__fields--two">
              <TextField
                {...field('fullName')}
                className="form__full"
                label={t('forms.booking.fullName')}
                autoComplete="name"
                required
              />
              <TextField
                {...field('email')}
                label={t('forms.common.email')}
                type="email"
                autoComplete="email"
                placeholder={t('forms.common.emailPlaceholder')}
                required
              />
              <TextField
                {...field('phone')}
                label={t('forms.booking.phone')}
                type="tel"
                autoComplete="tel"
                placeholder={t('forms.common.phonePlaceholder')}
                required
              />
              <SelectField
                {...field('packageId')}
                className="form__full"
                label={t('forms.booking.package')}
                required
                onChange={(id) => {
                  form.set('packageId', id);
                  // Another package's dates: the visitor picks again (its first date when it
                  // has only one).
                  const dates = departuresOf(id);
                  pickDeparture(dates.length === 1 ? dates[0]!.id : '', id);
                  // A different package than the one chosen on its page: the room goes.
                  if (form.latest().roomType && id !== preselected?.id) dropRoom();
                }}
              >
                <option value="">{t('forms.booking.selectPackage')}</option>
                {packages.map((pkg) => (
                  <option key={pkg.id} value={pkg.id} lang={pkg.lang}>
                    {pkg.soldOut
                      ? t('forms.booking.soldOutOption', { title: pkg.title })
                      : pkg.title}
                  </option>
                ))}
              </SelectField>
              {departures.length > 0 && (
                <SelectField
                  {...field('departureId')}
                  className="form__full"
                  label={t('forms.booking.departure')}
                  required
                  onChange={(id) => pickDeparture(id)}
                >
                  <option value="">{t('forms.booking.selectDeparture')}</option>
                  {departures.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.label}
                    </option>
                  ))}
                </SelectField>
              )}
              {offer && offer.rooms.length > 0 && (
                <RoomChoice
                  offer={offer}
                  value={form.values.roomType}
                  onChange={(kind) => form.set('roomType', kind)}
                  help={t(
                    departure
                      ? 'forms.booking.roomHelp'
                      : offer.from
                        ? 'forms.booking.roomHelpFrom'
                        : 'forms.booking.roomHelpPackage',
                  )}
                  t={t}
                />
              )}
              <SelectField {...field('numberOfTravelers')} label={t('forms.booking.travellers')}>
                {TRAVELER_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t('forms.booking.travellerCount', { count: option.value })}
                  </option>
                ))}
              </SelectField>
              {/* A package with dates: the date picked is the travel date, not asked again.
              Today is found when the visitor reaches the field (before its picker opens): the
              first time-zone formatter costs tens of milliseconds on a phone, and a page left
              open overnight still gets the right day. The rules check the date again. */}
              {departures.length === 0 && (
                <TextField
                  {...field('preferredDate')}
                  label={t('forms.booking.date')}
                  type="date"
                  min={today}
                  max={today && latestPreferredDate(today)}
                  onFocus={() => setToday(todayInTimeZone())}
                  required
                />
              )}
              <TextField
                {...field('specialRequests')}
                className="form__full"
                label={t('forms.booking.requests')}
                placeholder={t('forms.booking.requestsPlaceholder')}
                rows={4}
              />
              <div className="field form__full">
                <p className="field__label">{t('forms.booking.passport')}</p>
                {passport.file ? (
                  <div className="file-chip">
                    <FormIcon name="description" />
                    <div className="file-chip__text">
                      <p className="file-chip__name">{passport.file.name}</p>
                      <p className="small muted">{fileSize(passport.file.size)}</p>
                    </div>
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={t('forms.booking.remove', { name: passport.file.name })}
                      onClick={removePassport}
                    >
                      <FormIcon name="close" />
                    </button>
                  </div>
                ) : (
                  <label className={passport.error ? 'file-drop file-drop--error' : 'file-drop'}>
                    <FormIcon name="uploadFile" />
                    {t('forms.booking.upload')}
                    <input
                      ref={(input) => {
                        // Back after 'Remove': focus returns to the upload.
                        if (input && focusUpload.current) {
                          focusUpload.current = false;
                          input.focus();
                        }
                      }}
                      id="booking-passport"
                      className="file-drop__input"
                      type="file"
                      name="passport"
                      accept={ACCEPT}
                      onChange={pickPassport}
                      {...describedBy('booking-passport', passport.error ?? undefined)}
                    />
                  </label>
                )}
                {passport.error && (
                  <p className="field__error" id="booking-passport-error" role="alert">
                    {passport.error}
                  </p>
                )}
              </div>
              <div className="form__full">
                <div className="check">
                  <input
                    id="booking-consent"
                    className="check__input"
                    type="checkbox"
                    name="consent"
                    checked={form.values.consent}
                    onChange={(event) => form.set('consent', event.target.checked)}
                    onBlur={() => form.blur('consent')}
                    {...describedBy('booking-consent', consentError)}
                  />
                  <label className="check__label" htmlFor="booking-consent">
                    {t('forms.booking.consent', { days: passportRetentionDays })}
                  </label>
                </div>
                {consentError && (
                  <p className="field__error" id="booking-consent-error">
                    {consentError}
                  </p>
                )}
              </div>
              <MarketingConsentCheck
                id="booking-marketingConsent"
                checked={form.values.marketingConsent}
                onChange={(checked) => form.set('marketingConsent', checked)}
                t={t}
              />
              <Honeypot
                form="booking"
                label={t('forms.common.honeypot')}
                value={form.values.website}
                onChange={(value) => form.set('website', value)}
              />
              {progress !== null && (
                <div className="form__full upload">
                  <p className="small muted" id="upload-progress-label">
                    {percent < 100
                      ? t('forms.booking.uploading', { percent })
                      : t('forms.booking.uploaded')}
                  </p>
                  <progress
                    className="upload__bar"
                    max={100}
                    value={percent}
                    aria-labelledby="upload-progress-label"
                  />
                </div>
              )}
              <SubmitButton
                state={submit}
                className="btn btn--accent btn--lg form__full form__submit form__submit--booking"
                label={
                  waitingList ? t('forms.booking.submitWaitingList') : t('forms.booking.submit')
                }
                sendingLabel={t('forms.booking.submitting')}
                icon="eventAvailable"
                iconFirst
                t={t}
              />
            </FormFields>
          </form>
        </>
      )}
      <Toast {...submission.toastProps} />
    </>
  );
}
