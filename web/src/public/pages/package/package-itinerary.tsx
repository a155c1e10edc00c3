import type { ItineraryDay } from '@umrah/domain/model/itinerary';
import type { Package } from '@umrah/domain/schemas/package';
import { langOf } from '../../components/localized';
import { cityName } from '../../components/city-name';
import { useLocale, useT } from '../../site-context';
import { DetailSection } from './detail-section';

interface ShownDay extends ItineraryDay {
  /** The languages of the day's title and description as shown. */
  titleLang: 'en' | 'fr';
  descriptionLang: 'en' | 'fr';
}

/**
 * A day in the page's language: on a French page, the French title and description written for
 * that day number, each falling back to the English text on its own.
 */
function daysIn(pkg: Pick<Package, 'itinerary' | 'fr'>, french: boolean): ShownDay[] {
  const frDays = new Map((french ? (pkg.fr?.itinerary ?? []) : []).map((d) => [d.day, d]));
  return (pkg.itinerary ?? []).map((d) => {
    const fr = frDays.get(d.day);
    const title = fr?.title?.trim();
    const description = fr?.description?.trim();
    return {
      ...d,
      title: title || d.title,
      description: description || d.description,
      titleLang: title ? 'fr' : 'en',
      descriptionLang: description ? 'fr' : 'en',
    };
  });
}

/**
 * The day-by-day plan as a timeline: one column at every width, so it reads the same on a phone
 * and on paper; a day's number sits on the line, its city above its title.
 */
export function PackageItinerary({ pkg }: { pkg: Pick<Package, 'itinerary' | 'fr'> }) {
  const t = useT();
  const locale = useLocale();
  const days = daysIn(pkg, locale === 'fr-CA');
  if (days.length === 0) return null;
  return (
    <DetailSection title={t('package.itinerary')}>
      <ol className="list-plain pkg-itinerary">
        {days.map((d) => (
          <li key={d.day} className="pkg-itinerary__day">
            <span className="pkg-itinerary__marker" aria-hidden="true">
              {d.day}
            </span>
            <div className="pkg-itinerary__body">
              <p className="overline pkg-itinerary__when">
                {t('package.dayCity', { day: d.day, city: cityName(d.city, t) })}
              </p>
              <h3 className="h6 pkg-itinerary__title" lang={langOf(d.titleLang, locale)}>
                {d.title}
              </h3>
              <p className="muted pkg-itinerary__text" lang={langOf(d.descriptionLang, locale)}>
                {d.description}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
