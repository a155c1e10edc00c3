import { fewSeatsThresholdOf } from '@umrah/domain/model/availability';
import { localizedField } from '@umrah/domain/model/bilingual';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { formatAmount, formatDate, formatMoney } from '@umrah/domain/model/locale-format';
import { paymentTermsOf, type PaymentTerms } from '@umrah/domain/model/payments';
import { departureOffer, packageOffer, type RoomsOffer } from '@umrah/domain/model/pricing';
import { isRoomType, type RoomType } from '@umrah/domain/model/rooms';
import { passportRetentionDaysOf } from '@umrah/domain/model/passport';
import {
  availabilityOfDeparture,
  DEPARTURE_AVAILABILITY_MESSAGES,
  departureFrom,
  packageSoldOut,
  upcomingDepartures,
  waitingListOnly,
  type PublicPackage,
} from '../../components/departures';
import { BookingFormIsland } from '../../islands/booking-form/booking-form-island';
import type {
  BookingDepartureOption,
  BookingPackageOption,
  BookingRoomsOffer,
} from '../../islands/booking-form/booking-form';
import { depositText, offerNotes } from '../../components/room-offer';
import { definePage } from '../../page';
import { Icon } from '../../ui/icon';
import { PageBanner } from '../../ui/page-banner';
import { useT } from '../../site-context';
import type { MessageId, Translate } from '@umrah/i18n/translate';
import { localizedPath, type Locale } from '@umrah/domain/model/locale';
import { hasPolicy } from '@umrah/domain/model/money/cancellation-policy';
import { CancellationPolicyLines } from '../../components/cancellation-policy';

const STEPS = [
  { title: 'bookingPage.step1Title', text: 'bookingPage.step1Text' },
  { title: 'bookingPage.step2Title', text: 'bookingPage.step2Text' },
  { title: 'bookingPage.step3Title', text: 'bookingPage.step3Text' },
  { title: 'bookingPage.step4Title', text: 'bookingPage.step4Text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

/** The `room` query parameter, when it names a room type. */
function parseRoom(value: string | null): RoomType | null {
  return isRoomType(value) ? value : null;
}

/**
 * The rooms the form offers for a date (or a package), worded in the page's language as the
 * package page's room cards say them; none when it sells no room type (one base price).
 */
function roomsOption(
  offer: RoomsOffer,
  today: string,
  locale: Locale,
  t: Translate,
): { rooms: BookingRoomsOffer } | Record<string, never> {
  const rooms = offer.rooms.flatMap((room) =>
    room.kind === 'standard'
      ? []
      : [
          {
            kind: room.kind,
            name: t(`pricing.${room.kind}`),
            size: t('pricing.roomSize', { count: room.roomSize ?? 0 }),
            price: `${offer.from ? `${t('pricing.from')} ` : ''}${formatAmount(room.priceCents, locale)} ${t('pricing.perPerson')}`,
            deposit: depositText(room, locale, t),
          },
        ],
  );
  if (!rooms.length) return {};
  return { rooms: { rooms, from: offer.from, notes: offerNotes(offer, today, locale, t) } };
}

/** A package's upcoming dates as the form offers them, each worded here in the page's language. */
function departureOptions(
  pkg: PublicPackage,
  today: string,
  threshold: number,
  terms: PaymentTerms,
  locale: Locale,
  t: Translate,
): BookingDepartureOption[] {
  return upcomingDepartures(pkg, today).map((d) => ({
    id: d.id,
    date: d.departureDate,
    label: t('departures.option', {
      date: formatDate(d.departureDate, locale),
      price: formatMoney(departureFrom(pkg, d), locale),
      availability: t(DEPARTURE_AVAILABILITY_MESSAGES[availabilityOfDeparture(d, threshold)]),
    }),
    ...(waitingListOnly(d) && { waitingList: true }),
    ...(d.status === 'closed' && { closed: true }),
    ...roomsOption(departureOffer(pkg, d, terms, today), today, locale, t),
  }));
}

/** The four steps after a booking request (spec section 2: reviewed within 24 hours). */
function BookingSteps() {
  const t = useT();
  return (
    <aside className="card booking__steps" aria-labelledby="booking-steps-heading">
      <h2 className="h5" id="booking-steps-heading">
        {t('bookingPage.stepsTitle')}
      </h2>
      <p className="muted booking__steps-intro">{t('bookingPage.stepsIntro')}</p>
      <ol className="list-plain booking__list">
        {STEPS.map((step, i) => (
          <li key={step.title}>
            <span className="booking__num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <p className="booking__step-title">{t(step.title)}</p>
              <p className="small muted">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="small booking__no-payment">
        <Icon name="verifiedUser" />
        {t('bookingPage.noPayment')}
      </p>
    </aside>
  );
}

/** "Joining a group?": the code the leader shared, sent to /g (which finds the group's page). */
function GroupCodeForm({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <form
      className="card booking__group-code"
      method="get"
      action={localizedPath('/g', locale)}
      aria-labelledby="group-code-heading"
    >
      <h2 className="h5" id="group-code-heading">
        {t('group.codeFormTitle')}
      </h2>
      <p className="small muted">{t('group.codeFormText')}</p>
      <label className="field__label" htmlFor="group-code">
        {t('group.codeLabel')}
      </label>
      <input
        className="field__input"
        id="group-code"
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={12}
        required
      />
      <button className="btn btn--secondary" type="submit">
        {t('group.codeFormButton')}
      </button>
    </form>
  );
}

/**
 * /booking: the booking request form (an island, awake at load) and what happens next.
 * `?package={slug}&room={type}` preselects a package and notes the room type; `&departure={id}`
 * picks one of its dates.
 */
export const bookingPage = definePage({
  path: '/booking',
  reads: () => [['packages']],
  query: ['package', 'room', 'departure'],
  render: ({ query, settings, data, locale, t }) => {
    const list = Array.isArray(data[0]) ? (data[0] as PublicPackage[]) : [];
    const preselectedSlug = query.get('package') ?? '';
    const preselected = list.find((pkg) => pkg.slug === preselectedSlug);
    const today = todayInTimeZone();
    const threshold = fewSeatsThresholdOf(settings.fewSeatsThreshold);
    const terms = paymentTermsOf(settings);
    // A sold-out package (every date full) is offered only for its waiting list, reached from
    // its own page.
    const packages: BookingPackageOption[] = list
      .filter((pkg) => !packageSoldOut(pkg, today) || pkg.slug === preselectedSlug)
      .map((pkg) => {
        const departures = departureOptions(pkg, today, threshold, terms, locale, t);
        const offer = packageOffer(pkg, upcomingDepartures(pkg, today), terms, today);
        // The French title where the package has one; else the English one, marked.
        const title = localizedField(pkg, 'title', locale);
        return {
          id: pkg.id,
          slug: pkg.slug,
          title: title.value,
          ...(locale !== 'en-CA' && title.lang === 'en' && { lang: 'en' as const }),
          ...(packageSoldOut(pkg, today) && { soldOut: true }),
          ...(departures.length > 0 && { departures }),
          ...roomsOption(offer, today, locale, t),
        };
      });
    return {
      title: t('bookingPage.title'),
      description: t('bookingPage.description'),
      body: (
        <>
          <PageBanner
            eyebrow={t('bookingPage.eyebrow')}
            title={t('bookingPage.title')}
            subtitle={t('bookingPage.subtitle')}
          />
          <div className="container booking">
            <section className="card form-card" aria-labelledby="booking-form-heading">
              <h2 className="form-card__title" id="booking-form-heading">
                {t('bookingPage.formTitle')}
              </h2>
              <p className="muted form-card__intro">{t('bookingPage.formIntro')}</p>
              <BookingFormIsland
                packages={packages}
                preselectedSlug={preselectedSlug}
                preselectedDeparture={query.get('departure') ?? ''}
                room={parseRoom(query.get('room'))}
                passportRetentionDays={passportRetentionDaysOf(settings.passportRetentionDays)}
              />
              {/* The chosen package's cancellation terms, stated before sending (s. 36). */}
              {hasPolicy(preselected?.cancellationPolicy) && (
                <section className="form-card__policy" aria-labelledby="booking-policy-heading">
                  <h3 className="form-card__policy-title" id="booking-policy-heading">
                    {t('package.cancellationPolicy')}
                  </h3>
                  <CancellationPolicyLines policy={preselected.cancellationPolicy} />
                </section>
              )}
              {/* Sending accepts the terms in force (the server records their version). */}
              {(settings.bookingTerms || settings.bookingTermsFr) && (
                <p className="muted form-card__terms">
                  {t('terms.accept')}{' '}
                  <a href={localizedPath('/terms', locale)}>{t('terms.link')}</a>.
                </p>
              )}
            </section>
            <aside className="booking__aside">
              <BookingSteps />
              {/* A pilgrim with a leader's code goes to the group's own page (no script needed). */}
              {(locale === 'en-CA' || locale === 'fr-CA') && <GroupCodeForm locale={locale} />}
            </aside>
          </div>
        </>
      ),
    };
  },
});
