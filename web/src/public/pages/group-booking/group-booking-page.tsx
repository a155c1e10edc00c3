import { localizedField } from '@umrah/domain/model/bilingual';
import { formatDate, formatMoney } from '@umrah/domain/model/locale-format';
import { passportRetentionDaysOf } from '@umrah/domain/model/passport';
import type { GroupPageView } from '@umrah/domain/model/group-leaders';
import { localizedPath } from '@umrah/domain/model/locale';
import { hasPolicy } from '@umrah/domain/model/money/cancellation-policy';
import type { Translate } from '@umrah/i18n/translate';
import { BookingFormIsland } from '../../islands/booking-form/booking-form-island';
import type { BookingPackageOption } from '../../islands/booking-form/booking-form';
import { CancellationPolicyLines } from '../../components/cancellation-policy';
import { InvalidLink } from '../../components/invalid-link';
import type { PublicPackage } from '../../components/departures';
import { definePage } from '../../page';
import { PageBanner } from '../../ui/page-banner';
import type { Locale } from '@umrah/domain/model/locale';

type View = GroupPageView<PublicPackage>;

/** The group's one package and date, as the booking form offers them (no room choice: one price). */
function groupOption(view: View, locale: Locale, t: Translate): BookingPackageOption {
  const title = localizedField(view.package, 'title', locale);
  const d = view.departure;
  return {
    id: view.package.id,
    slug: view.package.slug,
    title: title.value,
    ...(locale !== 'en-CA' && title.lang === 'en' && { lang: 'en' as const }),
    departures: [
      {
        id: d.id,
        date: d.departureDate,
        label: `${formatDate(d.departureDate, locale)} · ${t('group.pricePer', {
          price: formatMoney(view.group.pricePerTraveller, locale),
        })}`,
        ...((d.seatsLeft <= 0 || d.status === 'closed') && { waitingList: true }),
        ...(d.status === 'closed' && { closed: true }),
      },
    ],
  };
}

/** The group's name, leader, date and price, and the sizes at which the price drops. */
function GroupFacts({ view, locale, t }: { view: View; locale: Locale; t: Translate }) {
  const { group } = view;
  return (
    <section className="card group-facts" aria-labelledby="group-facts-heading">
      <h2 className="h5" id="group-facts-heading">
        {group.name}
      </h2>
      <p className="muted">
        {group.organisation
          ? t('group.ledByOrg', { leader: group.leaderName, organisation: group.organisation })
          : t('group.ledBy', { leader: group.leaderName })}
      </p>
      <dl className="group-facts__list">
        <dt>{t('group.departure')}</dt>
        <dd>{formatDate(view.departure.departureDate, locale)}</dd>
        <dt>{t('group.priceLabel')}</dt>
        <dd>
          <strong data-testid="group-price">
            {t('group.pricePer', { price: formatMoney(group.pricePerTraveller, locale) })}
          </strong>
        </dd>
        <dt>{t('group.codeLabel')}</dt>
        <dd>
          <code>{group.code}</code>
        </dd>
      </dl>
      <p className="small muted">{t('group.confirmed', { count: group.confirmedTravellers })}</p>
      {group.priceSteps.length > 0 && (
        <>
          <p className="small">{t('group.stepsIntro')}</p>
          <ul className="small">
            {group.priceSteps.map((s) => (
              <li key={s.minTravellers}>
                {t('group.step', {
                  price: formatMoney(s.pricePerTraveller, locale),
                  count: s.minTravellers,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /booking/group/{code}: a leader's group's own booking link (/g/{code} redirects here). The
 * booking form offers only the group's date, at the group's price, and sends the code, so the
 * request is recorded in the group. Kept out of search engines (noindex, never in the sitemap):
 * the departure may be the group's alone.
 */
export const groupBookingPage = definePage({
  path: '/booking/group/:code',
  reads: ({ code = '' }) => [['group', code]],
  render: ({ data, settings, locale, t }) => {
    const view = (data[0] ?? null) as View | null;
    if (!view) {
      return {
        title: t('group.invalidTitle'),
        description: t('group.invalidText'),
        status: 404,
        noindex: true,
        body: (
          <InvalidLink
            title={t('group.invalidTitle')}
            text={t('group.invalidText')}
            contact={t('pay.contactUs')}
          />
        ),
      };
    }
    const option = groupOption(view, locale, t);
    const policy = view.package.cancellationPolicy;
    return {
      title: t('group.title', { group: view.group.name }),
      description: t('group.description', { group: view.group.name }),
      noindex: true,
      body: (
        <>
          <PageBanner
            eyebrow={t('group.eyebrow')}
            title={t('group.title', { group: view.group.name })}
            subtitle={option.title}
          />
          <div className="container booking">
            <section className="card form-card" aria-labelledby="booking-form-heading">
              <h2 className="form-card__title" id="booking-form-heading">
                {t('bookingPage.formTitle')}
              </h2>
              <p className="muted form-card__intro">{t('group.formIntro')}</p>
              <BookingFormIsland
                packages={[option]}
                preselectedSlug={option.slug}
                preselectedDeparture={view.departure.id}
                room={null}
                groupCode={view.group.code}
                passportRetentionDays={passportRetentionDaysOf(settings.passportRetentionDays)}
              />
              {hasPolicy(policy) && (
                <section className="form-card__policy" aria-labelledby="booking-policy-heading">
                  <h3 className="form-card__policy-title" id="booking-policy-heading">
                    {t('package.cancellationPolicy')}
                  </h3>
                  <CancellationPolicyLines policy={policy} />
                </section>
              )}
              {(settings.bookingTerms || settings.bookingTermsFr) && (
                <p className="muted form-card__terms">
                  {t('terms.accept')}{' '}
                  <a href={localizedPath('/terms', locale)}>{t('terms.link')}</a>.
                </p>
              )}
            </section>
            <GroupFacts view={view} locale={locale} t={t} />
          </div>
        </>
      ),
    };
  },
});
