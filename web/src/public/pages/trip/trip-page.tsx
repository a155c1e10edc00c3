import { formatClock, formatMoneyCents } from '@umrah/domain/model/locale-format';
import { isPayLinkGone } from '@umrah/domain/model/pay-view';
import { isRoomType } from '@umrah/domain/model/rooms';
import {
  isTravellerDocumentKind,
  travellerDocumentProblemOf,
} from '@umrah/domain/model/traveller-documents';
import type { TripView } from '@umrah/domain/model/trip';
import { InvalidLink } from '../../components/invalid-link';
import { privatePage } from '../../components/private-page';
import { definePage } from '../../page';
import { useHref, useLocale, useT } from '../../site-context';
import { PageBanner } from '../../ui/page-banner';
import { PackageItinerary } from '../package/package-itinerary';
import { PackageStays } from '../package/package-stays';
import { packageTitleOf } from '../pay/booking-facts';
import { dayOf, DueRows, PayRow, ScheduleRows } from '../pay/pay-list';
import { ReceiptList } from '../pay/receipt-list';
import { PilgrimCredits } from '../pay/pilgrim-credits';
import { TripLinkForm } from './trip-link-form';
import { TravellerCard } from './traveller-card';
import { TripNews, WriteToAgency } from './trip-messages';
import { CancellationPolicyLines } from '../../components/cancellation-policy';
import { hasPolicy } from '@umrah/domain/model/money/cancellation-policy';
import { CancellationSummary } from '../../islands/cancel-request/cancel-request-form';
import { CancelRequestIsland } from '../../islands/cancel-request/cancel-request-island';
import { DepartureChoice } from './departure-choice';

function Flights({ view }: { view: TripView }) {
  const t = useT();
  const locale = useLocale();
  const f = view.flights;
  const known = f && [f.airline, f.flightNumbers, f.departureAirport].some((v) => v.trim());
  const frenchConnections = locale === 'fr-CA' ? f?.connectionsFr.trim() : '';
  return (
    <section className="card pay__card" aria-labelledby="trip-flights">
      <h2 className="h5" id="trip-flights">
        {t('trip.flights')}
      </h2>
      {f && known ? (
        <dl className="pay__list">
          {f.airline && <PayRow label={t('trip.airline')} value={f.airline} wrap />}
          {f.flightNumbers && (
            <PayRow label={t('trip.flightNumbers')} value={f.flightNumbers} wrap />
          )}
          {f.departureAirport && (
            <PayRow label={t('trip.airport')} value={f.departureAirport} wrap />
          )}
          {f.departureTime && (
            <PayRow label={t('trip.departureTime')} value={formatClock(f.departureTime, locale)} />
          )}
          {(frenchConnections || f.connections) && (
            <PayRow
              label={t('trip.connections')}
              value={frenchConnections || f.connections}
              wrap
              lang={locale === 'fr-CA' && !frenchConnections ? 'en' : undefined}
            />
          )}
        </dl>
      ) : (
        <p className="muted">{t('trip.flightsLater')}</p>
      )}
    </section>
  );
}

/**
 * Each traveller: their details and readiness, and the form to fill or correct them (issue 29).
 * After a post the address names the traveller saved (?saved=n), never a value typed; a refused
 * form comes back in the view itself (view.refusedForm, the answer to that post).
 */
function Travellers({ view, query }: { view: TripView; query: URLSearchParams }) {
  const t = useT();
  const saved = Number(query.get('saved'));
  const refused = Number(query.get('traveller'));
  const refusedForm = view.refusedForm;
  const party = view.travellerRecords.map((r) => ({
    index: r.index,
    name: [r.givenNames, r.surname.toUpperCase()].filter(Boolean).join(' '),
  }));
  // After an upload: ?uploaded={n}-{kind}, or ?traveller={n}&document={kind}&problem={code}.
  const [uploadedIndex, uploadedKind] = (query.get('uploaded') ?? '').split('-');
  const documentKind = query.get('document');
  const problem = travellerDocumentProblemOf(query.get('problem'));
  const refusedDocument =
    isTravellerDocumentKind(documentKind) && problem ? { kind: documentKind, problem } : null;
  return (
    <section className="card pay__card" aria-labelledby="trip-travellers">
      <h2 className="h5" id="trip-travellers">
        {t('trip.travellers')}
      </h2>
      <p>{t('trip.travellersCount', { count: view.travellers })}</p>
      <ol className="list-plain trip__travellers">
        {view.travellerRecords.map((traveller) => (
          <TravellerCard
            key={traveller.index}
            token={view.token}
            traveller={traveller}
            party={party}
            locked={view.detailsLocked}
            state={{
              saved: saved === traveller.index,
              refusedForm: refusedForm?.index === traveller.index ? refusedForm : null,
              uploaded:
                Number(uploadedIndex) === traveller.index && isTravellerDocumentKind(uploadedKind)
                  ? uploadedKind
                  : null,
              refusedDocument: refused === traveller.index ? refusedDocument : null,
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function Payments({ view }: { view: TripView }) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const owing = view.status !== 'paid' && view.totalCents - view.paidCents - view.pendingCents > 0;
  return (
    <section className="card pay__card" aria-labelledby="trip-payments">
      <h2 className="h5" id="trip-payments">
        {t('trip.payments')}
      </h2>
      <dl className="pay__list">
        <PayRow label={t('pay.total')} value={money(view.totalCents)} />
        <PayRow label={t('pay.paid')} value={money(view.paidCents)} />
        {view.pendingCents > 0 && (
          <PayRow label={t('pay.pending')} value={money(view.pendingCents)} />
        )}
        {owing && <DueRows view={view} />}
      </dl>
      {view.schedule && view.schedule.length > 0 && (
        <>
          <h3 className="h6">{t('pay.schedule')}</h3>
          <dl className="pay__list">
            <ScheduleRows view={view} />
          </dl>
        </>
      )}
      {!owing ? (
        <p>{t('trip.paidInFull')}</p>
      ) : view.payToken ? (
        <p>
          <a
            className="btn btn--primary btn--lg btn--block"
            href={href(`/pay/${encodeURIComponent(view.payToken)}`)}
          >
            {view.dueNowCents > 0
              ? t('trip.pay', { amount: money(view.dueNowCents) })
              : t('trip.payPage')}
          </a>
        </p>
      ) : (
        <p className="muted">{t('trip.payClosed')}</p>
      )}
      {view.receipts.length > 0 && (
        <>
          <h3 className="h6">{t('trip.receipts')}</h3>
          <ReceiptList receipts={view.receipts} />
        </>
      )}
    </section>
  );
}

/**
 * "Ask to cancel" (issue 44): the policy the booking is under, then the request form (an
 * island), or what was asked once the booking can no longer be cancelled online. Nothing for a
 * booking that can no longer ask and has asked nothing.
 */
function AskToCancel({ view }: { view: TripView }) {
  const t = useT();
  const locale = useLocale();
  const c = view.cancellation;
  if (!c || (!c.open && !c.request)) return null;
  return (
    <section className="card pay__card" aria-labelledby="trip-cancel" id="cancel">
      <h2 className="h5" id="trip-cancel">
        {t('forms.cancel.title')}
      </h2>
      {c.open && <p className="muted">{t('forms.cancel.intro')}</p>}
      {hasPolicy(c.policy) && (
        <>
          <h3 className="h6 trip__cancel-policy">{t('forms.cancel.policy')}</h3>
          <CancellationPolicyLines policy={c.policy} />
        </>
      )}
      {c.open ? (
        <CancelRequestIsland view={view} />
      ) : (
        c.request && (
          <CancellationSummary
            request={c.request}
            travellers={view.travellers}
            locale={locale}
            t={t}
          />
        )
      )}
    </section>
  );
}

function TripBody({ view, query }: { view: TripView; query: URLSearchParams }) {
  const t = useT();
  const locale = useLocale();
  const { title: packageTitle, lang: titleLang } = packageTitleOf(view, locale);
  const room = isRoomType(view.roomType) ? t(`pay.room.${view.roomType}`) : view.roomType;
  return (
    <>
      <PageBanner
        eyebrow={t('trip.eyebrow')}
        title={
          view.firstName
            ? t('trip.bannerTitleNamed', { name: view.firstName })
            : t('trip.bannerTitle')
        }
        subtitle={packageTitle}
        subtitleLang={titleLang}
      />
      <div className="container container--sm pay trip">
        <section className="card pay__card" aria-labelledby="trip-booking">
          <h2 className="h5" id="trip-booking">
            {t('trip.booking')}
          </h2>
          <dl className="pay__list">
            <PayRow label={t('trip.reference')} value={view.reference} />
            <PayRow label={t('trip.package')} value={packageTitle} wrap lang={titleLang} />
            <PayRow
              label={t('trip.room')}
              value={t('trip.roomValue', { room, count: view.travellers })}
              wrap
            />
            <PayRow label={t('trip.departure')} value={dayOf(view.departureDate, locale)} />
            {view.returnDate && (
              <PayRow label={t('trip.return')} value={dayOf(view.returnDate, locale)} />
            )}
          </dl>
        </section>
        {/* The agency cancelled the departure: the pilgrim's choice comes first. */}
        <DepartureChoice view={view} status={query.get('choice')} />
        <TripNews view={view} />
        {/* What the pilgrim still has to do comes before what they read. */}
        <Travellers view={view} query={query} />
        <Payments view={view} />
        <PilgrimCredits credits={view.credits} headingId="trip-credits" />
        <Flights view={view} />
        {view.pkg && (
          <div className="card pay__card trip__package">
            <PackageStays pkg={view.pkg} />
            <PackageItinerary pkg={view.pkg} />
          </div>
        )}
        {!view.departureCancellation && <AskToCancel view={view} />}
        <WriteToAgency
          token={view.token}
          status={query.get('message')}
          sent={view.sentMessages ?? []}
        />
      </div>
    </>
  );
}

/**
 * /trip/{token}: one pilgrim's trip, from the signed link in their confirmation and payment mails.
 * Private like the pay page: never cached, never indexed, no referrer; an expired, replaced or
 * tampered link answers 410 or 404 and offers to mail the current one.
 */
export const tripPage = definePage({
  path: '/trip/:token',
  query: ['saved', 'traveller', 'uploaded', 'document', 'problem', 'message', 'choice'],
  reads: ({ token = '' }) => [['trip', token]],
  render: ({ data, t, query }) => {
    const read = data[0] ?? null;
    const head = { title: t('trip.title'), description: t('trip.description') };
    if (read === null || isPayLinkGone(read)) {
      const invalid = (
        <InvalidLink title={t('trip.invalidTitle')} text={t('trip.invalidText')}>
          <TripLinkForm status={null} />
        </InvalidLink>
      );
      return privatePage(head, invalid, read === null ? 404 : 410);
    }
    return privatePage(head, <TripBody view={read as TripView} query={query} />);
  },
});

/**
 * /trip: "Send me my trip link" for a pilgrim without their link. Public but of no use to search
 * engines (noindex); it names no booking.
 */
export const findTripPage = definePage({
  path: '/trip',
  query: ['status'],
  render: ({ query, t }) => ({
    title: t('tripLink.title'),
    description: t('tripLink.description'),
    noindex: true,
    body: (
      <>
        <PageBanner
          eyebrow={t('trip.eyebrow')}
          title={t('tripLink.title')}
          subtitle={t('tripLink.description')}
        />
        <div className="container container--sm pay">
          <TripLinkForm status={query.get('status')} />
        </div>
      </>
    ),
  }),
});
