import { countryCode, countryOptions, isCountryCode } from '@umrah/domain/model/countries';
import type { Locale } from '@umrah/domain/model/locale';
import {
  READINESS_RULE_LABELS,
  READINESS_STATUS_LABELS,
  VACCINE_VALIDITY_YEARS,
  readinessText,
  type ReadinessStatus,
} from '@umrah/domain/model/readiness';
import {
  TRAVELLER_FORM_FIELDS,
  TRAVELLER_FORM_LABEL,
  type TravellerFormField,
  type TravellerFormRefusal,
} from '@umrah/domain/model/traveller-form';
import {
  RELATION_LABELS,
  TRAVELLER_FIELD_LABELS,
  TRAVELLER_RELATIONS,
  TRAVELLER_SEXES,
  VACCINE_TYPES,
  VISA_STATUS_LABELS,
} from '@umrah/domain/model/travellers';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FLAG,
  TRAVELLER_DOCUMENT_KINDS,
  TRAVELLER_DOCUMENT_MAX_BYTES,
  type TravellerDocumentKind,
  type TravellerDocumentProblem,
} from '@umrah/domain/model/traveller-documents';
import type { TripTraveller } from '@umrah/domain/model/trip';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Island } from '../../islands/island';
import { TravellerDocumentForm } from '../../islands/traveller-document/traveller-document-form';
import type { Translate } from '@umrah/i18n/translate';
import { useLocale, useSettings, useT } from '../../site-context';
import { Icon, type IconName } from '../../ui/icon';
import { dayOf, PayRow } from '../pay/pay-list';

const languageOf = (locale: Locale) => (locale === 'fr-CA' ? 'fr' : 'en');

/** This traveller's form after a post: the address's outcome, or the refused form itself. */
export interface TravellerFormState {
  saved: boolean;
  /** The form the server just refused for this traveller (what was typed, and why), if any. */
  refusedForm: TravellerFormRefusal | null;
  /** The document just uploaded for this traveller, if any. */
  uploaded: TravellerDocumentKind | null;
  /** The document upload the server refused for this traveller, and why. */
  refusedDocument: { kind: TravellerDocumentKind; problem: TravellerDocumentProblem } | null;
}

/** One traveller's card, as the trip page lists it; its parts take what they need of it. */
interface TravellerCardProps {
  token: string;
  traveller: TripTraveller;
  /** Every traveller of the booking by number and name ('' until given): a relation names both. */
  party: readonly { index: number; name: string }[];
  /** The details are locked: no form and no upload, whom to contact instead. */
  locked: boolean;
  state: TravellerFormState;
}

const MEGABYTES = Math.round(TRAVELLER_DOCUMENT_MAX_BYTES / 1024 / 1024);

/** Each readiness state its own icon (and colour, in pay.css): not told by colour alone. */
const CHECK_ICONS: Record<ReadinessStatus, IconName> = {
  ok: 'checkCircle',
  problem: 'errorOutline',
  missing: 'schedule',
};

/** "Traveller 2 · Bilal YUSUF", or "Traveller 2" until a name is given. */
function travellerLabel(t: Translate, p: { index: number; name: string }): string {
  return p.name
    ? t('trip.travellerNamed', { number: p.index, name: p.name })
    : t('trip.traveller', { number: p.index });
}

/**
 * The traveller's three documents: each one's state (received with its name and date, on file on
 * paper, or not yet) and, until the details lock, its upload (an island; a plain form without
 * script). The files themselves never come back to the page.
 */
function TravellerDocuments({
  token,
  traveller,
  locked,
  state,
}: Omit<TravellerCardProps, 'party'>) {
  const t = useT();
  const locale = useLocale();
  const lang = languageOf(locale);
  const n = traveller.index;
  const statusOf = (kind: TravellerDocumentKind) => {
    const file = traveller.files[kind];
    if (file) {
      const date = dayOf(file.uploadedAt.slice(0, 10), locale);
      return t('trip.documentReceived', { name: file.fileName, date });
    }
    return traveller.documents[DOCUMENT_FLAG[kind]]
      ? t('trip.documentOnFile')
      : t('trip.documentMissing');
  };
  const received = (kind: TravellerDocumentKind) =>
    Boolean(traveller.files[kind]) || traveller.documents[DOCUMENT_FLAG[kind]];
  return (
    <section className="trip__documents" aria-labelledby={`traveller-${n}-documents`}>
      <h4 className="small trip__readiness-title" id={`traveller-${n}-documents`}>
        {t('trip.documents')}
      </h4>
      {locked ? (
        <>
          <dl className="pay__list">
            {TRAVELLER_DOCUMENT_KINDS.map((kind) => (
              <PayRow key={kind} label={t(`trip.document.${kind}`)} value={statusOf(kind)} wrap />
            ))}
          </dl>
          <p className="muted small">{t('trip.documentsLocked')}</p>
        </>
      ) : (
        <>
          <p className="muted small">{t('trip.documentsIntro')}</p>
          {TRAVELLER_DOCUMENT_KINDS.map((kind) => {
            const label = t(`trip.document.${kind}`);
            const button = received(kind) ? t('trip.replace') : t('trip.upload');
            return (
              <Island
                key={kind}
                name="traveller-document"
                component={TravellerDocumentForm}
                when="interaction"
                props={{
                  id: `traveller-${n}-${kind}`,
                  action: `/api/trip/${encodeURIComponent(token)}/travellers/${n}/documents/${kind}?lang=${lang}`,
                  kind,
                  label,
                  hint: t(kind === 'photo' ? 'trip.documentHint.photo' : 'trip.documentHint.scan', {
                    size: MEGABYTES,
                  }),
                  accept: DOCUMENT_ACCEPT[kind],
                  status: statusOf(kind),
                  received: received(kind),
                  button,
                  buttonLabel: t('trip.uploadLabel', { action: button, document: label }),
                  chosen: t('trip.documentChosen', { name: '{name}' }),
                  problems: {
                    traveller_document_type: t(
                      kind === 'photo'
                        ? 'trip.documentProblem.photoType'
                        : 'trip.documentProblem.type',
                    ),
                    traveller_document_too_large: t('trip.documentProblem.tooLarge', {
                      size: MEGABYTES,
                    }),
                    traveller_document_empty: t('trip.documentProblem.empty'),
                  },
                  problem:
                    state.refusedDocument?.kind === kind ? state.refusedDocument.problem : null,
                  uploaded:
                    state.uploaded === kind
                      ? t('trip.documentUploaded', { document: label })
                      : null,
                }}
              />
            );
          })}
        </>
      )}
    </section>
  );
}

function Field({
  id,
  name,
  label,
  error,
  help,
  children,
}: {
  id: string;
  name: TravellerFormField;
  label: string;
  error: string | null;
  help?: string;
  children: (a: { id: string; invalid: boolean; describedBy: string | undefined }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy =
    [error ? errorId : '', help ? helpId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-field={name}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, invalid: Boolean(error), describedBy })}
      {help && (
        <p className="field__help" id={helpId}>
          {help}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The plain form (no script) filling or correcting one traveller's details, posted to
 * /api/trip/{token}/travellers/{n} in the page's language. The fields follow
 * travellerDetailsSchemaFor, which the server validates with. The passport number is never
 * written into the page: its field starts blank and blank keeps the number on file.
 */
function TravellerForm({ token, traveller, party, state }: Omit<TravellerCardProps, 'locked'>) {
  const t = useT();
  const locale = useLocale();
  const lang = languageOf(locale);
  const labels = TRAVELLER_FIELD_LABELS[lang];
  const n = traveller.index;
  const count = party.length;
  // The page's own plain words where the schema's short label would puzzle a pilgrim.
  const plainLabels: Partial<Record<TravellerFormField, string>> = {
    vaccinationDate: t('trip.vaccinationDate'),
    vaccineType: t('trip.vaccineType'),
    relationKind: t('trip.relationKind', {
      name: traveller.givenNames || t('trip.traveller', { number: traveller.index }),
    }),
    relationTo: t('trip.relationTo'),
  };
  const labelOf = (f: TravellerFormField) => plainLabels[f] ?? labels[TRAVELLER_FORM_LABEL[f]];
  const refused = state.refusedForm;
  const errorOf = (f: TravellerFormField) => refused?.errors[f] ?? null;
  // What the refused form held, else what is on file.
  const typed = (f: TravellerFormField, onFile: string) => refused?.values[f] ?? onFile;
  const shown = TRAVELLER_FORM_FIELDS.filter((f) => count > 1 || !f.startsWith('relation'));
  const errorFields = shown.filter((f) => errorOf(f) !== null);
  // The first field to correct takes the focus (and the page scrolls to it) as the refused
  // form's answer loads: the autofocus attribute needs no script.
  const focus = errorFields[0];
  // Open until the details are complete: on a phone, what is still to fill comes first.
  const detailsComplete = traveller.readiness.some(
    (c) => c.rule === 'details' && c.status === 'ok',
  );
  const idOf = (f: TravellerFormField) => `traveller-${n}-${f}`;
  const text = (
    f: TravellerFormField,
    value: string,
    { type = 'text', ...extra }: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <Field id={idOf(f)} name={f} label={labelOf(f)} error={errorOf(f)}>
      {(a) => (
        <input
          className="field__input"
          id={a.id}
          name={f}
          type={type}
          defaultValue={typed(f, value)}
          autoFocus={f === focus || undefined}
          aria-invalid={a.invalid || undefined}
          aria-describedby={a.describedBy}
          {...extra}
        />
      )}
    </Field>
  );
  const date = (f: TravellerFormField, value: string | null) =>
    text(f, value ?? '', { type: 'date' });
  const select = (
    f: TravellerFormField,
    value: string,
    options: readonly { value: string; label: string }[],
    blank: string,
    help?: string,
  ) => (
    <Field id={idOf(f)} name={f} label={labelOf(f)} error={errorOf(f)} help={help}>
      {(a) => (
        <span className="field__select">
          <select
            className="field__input"
            id={a.id}
            name={f}
            defaultValue={typed(f, value)}
            autoFocus={f === focus || undefined}
            aria-invalid={a.invalid || undefined}
            aria-describedby={a.describedBy}
          >
            <option value="">{blank}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
  // A country from the ISO 3166 list, named in the page's language, sent as its code; a name an
  // older record holds is shown as its country, or kept as typed when it names none.
  const country = (f: 'nationality' | 'passportIssuingCountry', value: string) => {
    const code = countryCode(value) ?? value;
    const options = countryOptions(lang).map((c) => ({ value: c.code, label: c.name }));
    const unknown = code && !isCountryCode(code) ? [{ value: code, label: code }] : [];
    return select(f, code, [...unknown, ...options], t('trip.choose'));
  };
  const others = party.filter((p) => p.index !== n);
  const action = `/api/trip/${encodeURIComponent(token)}/travellers/${n}?lang=${lang}`;
  return (
    <details
      className="trip__traveller-form"
      open={errorFields.length > 0 || !detailsComplete || undefined}
    >
      <summary>{t('trip.editDetails', { number: n })}</summary>
      <form method="post" action={action} encType="multipart/form-data" noValidate>
        <p className="muted small">{t('trip.detailsIntro')}</p>
        {errorFields.length > 0 && (
          <div className="pay__notice pay__notice--warn trip__form-problems" role="alert">
            <p>{t('trip.detailsNotSaved', { number: n, count: errorFields.length })}</p>
            <p>{t('trip.detailsNotSavedFix', { count: errorFields.length })}</p>
            <ul>
              {errorFields.map((f) => (
                <li key={f}>
                  <a href={`#${idOf(f)}`}>{errorOf(f)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {text('givenNames', traveller.givenNames, { autoComplete: 'off', maxLength: 100 })}
        {text('surname', traveller.surname, { autoComplete: 'off', maxLength: 100 })}
        {date('dateOfBirth', traveller.dateOfBirth)}
        {select(
          'sex',
          traveller.sex ?? '',
          TRAVELLER_SEXES.map((s) => ({ value: s, label: t(`trip.sex.${s}`) })),
          t('trip.choose'),
        )}
        {country('nationality', traveller.nationality)}
        <Field
          id={idOf('passportNumber')}
          name="passportNumber"
          label={labelOf('passportNumber')}
          error={errorOf('passportNumber')}
          help={
            traveller.passportNumberEnding
              ? t('trip.passportOnFile', { ending: traveller.passportNumberEnding })
              : undefined
          }
        >
          {(a) => (
            <input
              className="field__input"
              id={a.id}
              name="passportNumber"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              defaultValue={typed('passportNumber', '')}
              autoFocus={focus === 'passportNumber' || undefined}
              aria-invalid={a.invalid || undefined}
              aria-describedby={a.describedBy}
            />
          )}
        </Field>
        {country('passportIssuingCountry', traveller.passportIssuingCountry)}
        {date('passportIssueDate', traveller.passportIssueDate)}
        {date('passportExpiryDate', traveller.passportExpiryDate)}
        {date('vaccinationDate', traveller.vaccinationDate)}
        {select(
          'vaccineType',
          traveller.vaccineType ?? '',
          VACCINE_TYPES.map((v) => ({
            value: v,
            label: t(`trip.vaccineType.${v}`, { years: VACCINE_VALIDITY_YEARS[v] }),
          })),
          t('trip.choose'),
          t('trip.vaccineTypeHelp'),
        )}
        {text('emergencyContactName', traveller.emergencyContact.name, { maxLength: 120 })}
        {text('emergencyContactPhone', traveller.emergencyContact.phone, {
          type: 'tel',
          autoComplete: 'off',
          maxLength: 30,
        })}
        {count > 1 && (
          <>
            {select(
              'relationKind',
              traveller.relation?.kind ?? '',
              TRAVELLER_RELATIONS.map((r) => ({ value: r, label: RELATION_LABELS[lang][r] })),
              t('trip.noRelation'),
            )}
            {select(
              'relationTo',
              traveller.relation ? String(traveller.relation.to) : '',
              others.map((o) => ({ value: String(o.index), label: travellerLabel(t, o) })),
              t('trip.noRelation'),
            )}
          </>
        )}
        <Field id={idOf('notes')} name="notes" label={labelOf('notes')} error={errorOf('notes')}>
          {(a) => (
            <textarea
              className="field__input"
              id={a.id}
              name="notes"
              rows={3}
              maxLength={2000}
              defaultValue={typed('notes', traveller.notes)}
              autoFocus={focus === 'notes' || undefined}
              aria-invalid={a.invalid || undefined}
              aria-describedby={a.describedBy}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary btn--block">
          {t('trip.saveDetails', { number: n })}
        </button>
      </form>
    </details>
  );
}

/** Whom to contact once the details are locked: the agency's phone and email from the settings. */
function LockedNotice() {
  const t = useT();
  const settings = useSettings();
  return (
    <div className="trip__locked">
      <p>{t('trip.detailsLocked')}</p>
      <ul className="list-plain">
        {settings.phone && (
          <li>
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
              {t('trip.contactPhone', { phone: settings.phone })}
            </a>
          </li>
        )}
        {settings.email && (
          <li>
            <a href={`mailto:${settings.email}`}>
              {t('trip.contactEmail', { email: settings.email })}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * One traveller on the trip page: their details as on file (the passport number only by its last
 * 3 characters), their readiness in the page's language, and the form to fill or correct them
 * (or, once the details lock started, whom to contact).
 */
export function TravellerCard({ token, traveller, party, locked, state }: TravellerCardProps) {
  const t = useT();
  const locale = useLocale();
  const lang = languageOf(locale);
  const labels = TRAVELLER_FIELD_LABELS[lang];
  const n = traveller.index;
  const name = [traveller.givenNames, traveller.surname.toUpperCase()].filter(Boolean).join(' ');
  const day = (iso: string | null) => (iso ? dayOf(iso, locale) : t('trip.notGiven'));
  const relation = traveller.relation;
  const relative = relation ? party.find((p) => p.index === relation.to) : undefined;
  return (
    <li className="trip__traveller" data-traveller-slot={n} id={`traveller-${n}`}>
      <h3 className="h6">
        {t('trip.traveller', { number: n })}
        {name && <span className="trip__traveller-name"> · {name}</span>}
      </h3>
      {relation && relative && (
        <p className="muted small trip__relation">
          {relative.name
            ? t('trip.relationOfNamed', {
                relation: RELATION_LABELS[lang][relation.kind],
                number: relative.index,
                name: relative.name,
              })
            : t('trip.relationOf', {
                relation: RELATION_LABELS[lang][relation.kind],
                number: relative.index,
              })}
        </p>
      )}
      {state.saved && (
        <p className="pay__notice pay__notice--ok" role="status">
          {t('trip.detailsSaved', { number: n })}
        </p>
      )}
      {locked ? (
        <LockedNotice />
      ) : (
        <TravellerForm token={token} traveller={traveller} party={party} state={state} />
      )}
      <TravellerDocuments token={token} traveller={traveller} locked={locked} state={state} />
      <h4 className="small trip__readiness-title">
        {traveller.ready ? t('trip.travellerReady') : t('trip.travellerNotReady')}
      </h4>
      <ul className="list-plain trip__readiness">
        {traveller.readiness.map((c) => (
          <li key={c.rule} className={`trip__check trip__check--${c.status}`} data-rule={c.rule}>
            <Icon name={CHECK_ICONS[c.status]} className="trip__check-icon" />
            <span>
              <strong>
                {READINESS_RULE_LABELS[lang][c.rule]}{' '}
                <span className="trip__check-status">
                  ({READINESS_STATUS_LABELS[lang][c.status]})
                </span>
              </strong>{' '}
              {readinessText(c, lang)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="pay__list">
        <PayRow label={labels.dateOfBirth} value={day(traveller.dateOfBirth)} />
        <PayRow
          label={labels.passportNumber}
          value={
            traveller.passportNumberEnding
              ? t('trip.passportEnding', { ending: traveller.passportNumberEnding })
              : t('trip.notGiven')
          }
        />
        <PayRow label={labels.passportExpiryDate} value={day(traveller.passportExpiryDate)} />
        <PayRow label={labels.visaStatus} value={VISA_STATUS_LABELS[lang][traveller.visaStatus]} />
      </dl>
    </li>
  );
}
