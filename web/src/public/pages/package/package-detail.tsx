import { localizedField } from '@umrah/domain/model/bilingual';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { linesToList, splitParagraphs } from '@umrah/domain/model/text';
import { imageOf } from '../../components/image-of';
import { langOf, Localized } from '../../components/localized';
import { useHref, useLocale, useT } from '../../site-context';
import { Icon } from '../../ui/icon';
import { ResponsiveImage } from '../../ui/responsive-image';
import { StarRating } from '../../ui/star-rating';
import { SeasonBadges } from '../../components/season-badges';
import { AvailabilityBadge } from '../../components/availability-badge';
import { packageSoldOut, seatsShown, type PublicPackage } from '../../components/departures';
import { DetailSection } from './detail-section';
import { IconList } from './icon-list';
import { PackageBuyBox } from './package-buy-box';
import { PackageContact } from './package-contact';
import { PackageDepartures } from './package-departures';
import { PackageFacts } from './package-facts';
import { PackageItinerary } from './package-itinerary';
import { PrintButton, PrintContact } from './package-print';
import { PackageStays } from './package-stays';
import { PackageRooms } from './package-rooms';
import { CancellationPolicyLines } from '../../components/cancellation-policy';
import { hasPolicy } from '@umrah/domain/model/money/cancellation-policy';

/** The full package page (spec section 2), in the spec's order. */
export function PackageDetail({
  pkg,
  fewSeatsThreshold,
  departureId,
}: {
  pkg: PublicPackage;
  fewSeatsThreshold?: number;
  /** The date the address chose for the room cards (`?departure=`). */
  departureId?: string;
}) {
  // One today for the page: its departures, badge and waiting-list note agree.
  const today = todayInTimeZone();
  const soldOut = packageSoldOut(pkg, today);
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  // Lists fall back as a whole: a French page shows the French list, or the English one.
  const list = (field: 'features' | 'inclusions' | 'exclusions') => {
    const { value, lang } = localizedField(pkg, field, locale);
    return { items: value ?? [], lang: langOf(lang, locale) };
  };
  const title = localizedField(pkg, 'title', locale);
  const description = localizedField(pkg, 'description', locale);
  const fullDescription = localizedField(pkg, 'fullDescription', locale);
  const paragraphs = splitParagraphs(fullDescription.value);
  const airports = linesToList(pkg.airports);
  const features = list('features');
  const inclusions = list('inclusions');
  const exclusions = list('exclusions');

  return (
    <article>
      <div className="pkg-hero">
        <div className="container pkg-hero__inner">
          <a className="pkg-hero__back" href={href('/packages')}>
            <Icon name="arrowBack" />
            {t('package.allPackages')}
          </a>
          <div className="pkg-hero__grid">
            <div>
              <p className="overline pkg-hero__eyebrow">{t('package.eyebrow')}</p>
              <SeasonBadges pkg={pkg} className="pkg-hero__seasons" />
              <AvailabilityBadge
                pkg={{ seatsLeft: seatsShown(pkg, today) }}
                threshold={fewSeatsThreshold}
                className="pkg-hero__avail"
              />
              <Localized as="h1" className="pkg-hero__title" text={title} />
              <Localized as="p" className="subtitle muted pkg-hero__text" text={description} />
              <PackageBuyBox pkg={pkg} today={today} soldOut={soldOut} />
              <div className="pkg-hero__stars">
                <StarRating
                  value={pkg.hotelRating}
                  label={t('package.hotelStars', { count: pkg.hotelRating })}
                  size="medium"
                />
                <span className="small muted" aria-hidden="true">
                  {t('package.hotelStars', { count: pkg.hotelRating })}
                </span>
              </div>
              <PackageFacts pkg={pkg} today={today} />
              <PrintButton />
            </div>
            <ResponsiveImage
              className="pkg-hero__image"
              src={imageOf(pkg)}
              alt={title.value}
              width={960}
              height={600}
              sizes="(min-width: 1200px) 640px, (min-width: 900px) 55vw, 100vw"
              priority
            />
          </div>
        </div>
      </div>

      <div className="container container--md pkg-details">
        <PackageDepartures pkg={pkg} fewSeatsThreshold={fewSeatsThreshold} today={today} />
        {features.items.length > 0 && (
          <DetailSection title={t('package.features')}>
            <IconList items={features.items} lang={features.lang} icon="taskAlt" columns={2} />
          </DetailSection>
        )}
        <PackageStays pkg={pkg} />
        <PackageItinerary pkg={pkg} />
        {paragraphs.length > 0 && (
          <DetailSection title={t('package.about')}>
            {paragraphs.map((paragraph, i) => (
              <p
                key={i}
                className="pkg-details__paragraph"
                lang={langOf(fullDescription.lang, locale)}
              >
                {paragraph}
              </p>
            ))}
          </DetailSection>
        )}
        {(inclusions.items.length > 0 || exclusions.items.length > 0) && (
          <div className="pkg-details__pair">
            {inclusions.items.length > 0 && (
              <DetailSection title={t('package.included')}>
                <IconList items={inclusions.items} lang={inclusions.lang} icon="checkCircle" />
              </DetailSection>
            )}
            {exclusions.items.length > 0 && (
              <DetailSection title={t('package.notIncluded')}>
                <IconList
                  items={exclusions.items}
                  lang={exclusions.lang}
                  icon="cancel"
                  tone="error"
                />
              </DetailSection>
            )}
          </div>
        )}
        {airports.length > 0 && (
          <DetailSection title={t('package.airports')}>
            <IconList items={airports} icon="flightTakeoff" columns={2} />
          </DetailSection>
        )}
        {hasPolicy(pkg.cancellationPolicy) && (
          <DetailSection title={t('package.cancellationPolicy')}>
            <CancellationPolicyLines policy={pkg.cancellationPolicy} />
          </DetailSection>
        )}
      </div>

      <div className="pkg-booking">
        <div className="container pkg-booking__inner">
          <PackageRooms
            pkg={pkg}
            today={today}
            soldOut={soldOut}
            {...(departureId && { departureId })}
          />
          <hr className="pkg-booking__rule" />
          <PackageContact pkg={pkg} />
          <PrintContact />
        </div>
      </div>
    </article>
  );
}
