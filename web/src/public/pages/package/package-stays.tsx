import type { Package } from '@umrah/domain/schemas/package';
import { distanceIn } from '@umrah/domain/model/locale-facts';
import { hotelMapUrl, STAY_CITIES, type Stay } from '@umrah/domain/model/stays';
import { langOf } from '../../components/localized';
import type { MessageId } from '@umrah/i18n/translate';
import { useLocale, useT } from '../../site-context';
import { Icon } from '../../ui/icon';
import { StarRating } from '../../ui/star-rating';
import { DetailSection } from './detail-section';

interface HotelBlock {
  /** The city as the map search writes it (English, as staff wrote the hotel's name). */
  city: string;
  /** The city's name on the page. */
  cityLabel: MessageId;
  haram: string;
  nights: number;
  /** The stay as data, or only the old free-text name of a package not yet migrated. */
  stay: Stay | null;
  /** The stay's notes in the page's language, and the language they are in. */
  notes: { value: string; lang: 'en' | 'fr' } | null;
  name: string;
}

function StayFacts({ block, stay }: { block: HotelBlock; stay: Stay }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <StarRating value={stay.stars} label={t('package.hotelStars', { count: stay.stars })} />
      <p className="pkg-hotel__distance">
        <Icon name="directionsWalk" />
        <span>
          <strong>
            {t('card.haramDistance', { distance: distanceIn(stay.distanceMetres, locale) })}
          </strong>
          <span className="muted pkg-hotel__walk">
            {t('package.walkTo', {
              walk: t('package.walk', { minutes: stay.walkMinutes }),
              haram: block.haram,
            })}
          </span>
        </span>
      </p>
      {block.notes ? (
        <p className="small pkg-hotel__notes" lang={langOf(block.notes.lang, locale)}>
          {block.notes.value}
        </p>
      ) : null}
    </>
  );
}

/** A stay's notes: the French ones on a French page when written, else the English ones. */
function notesOf(
  stay: Stay | null,
  french: string | null | undefined,
  locale: string,
): HotelBlock['notes'] {
  if (locale === 'fr-CA' && french?.trim()) return { value: french, lang: 'fr' };
  return stay?.notes ? { value: stay.notes, lang: 'en' } : null;
}

/**
 * The accommodation section (spec section 2): a block per city with the hotel, its stars, the
 * walk to the Haram, notes and a map link. A package stored before stays existed shows the
 * hotel names it has.
 */
export function PackageStays({
  pkg,
}: {
  pkg: Pick<
    Package,
    | 'makkahStay'
    | 'madinahStay'
    | 'nightsInMakkah'
    | 'nightsInMadina'
    | 'makkaHotel'
    | 'madinaHotel'
    | 'fr'
  >;
}) {
  const t = useT();
  const locale = useLocale();
  const makkahStay = pkg.makkahStay ?? null;
  const madinahStay = pkg.madinahStay ?? null;
  const blocks: HotelBlock[] = [
    {
      ...STAY_CITIES.makkahStay,
      cityLabel: 'package.makkah' as const,
      nights: pkg.nightsInMakkah,
      stay: makkahStay,
      notes: notesOf(makkahStay, pkg.fr?.makkahStayNotes, locale),
      name: makkahStay?.hotel ?? pkg.makkaHotel,
    },
    {
      ...STAY_CITIES.madinahStay,
      cityLabel: 'package.madinah' as const,
      nights: pkg.nightsInMadina,
      stay: madinahStay,
      notes: notesOf(madinahStay, pkg.fr?.madinahStayNotes, locale),
      name: madinahStay?.hotel ?? pkg.madinaHotel,
    },
  ].filter((block) => block.name.trim() !== '');
  if (blocks.length === 0) return null;
  return (
    <DetailSection title={t('package.accommodation')}>
      <div className="pkg-hotels">
        {blocks.map((block) => (
          <div key={block.city} className="card pkg-hotel">
            <Icon name="hotel" />
            <div className="pkg-hotel__body">
              <p className="small muted">
                {t(block.cityLabel)} · {t('count.nights', { count: block.nights })}
              </p>
              <h3 className="h6">{block.name}</h3>
              {block.stay ? <StayFacts block={block} stay={block.stay} /> : null}
              <a
                className="pkg-hotel__map"
                href={hotelMapUrl(block.name, block.city)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="place" />
                {t('package.viewOnMap')}
                <span className="visually-hidden"> ({block.name})</span>
              </a>
            </div>
          </div>
        ))}
      </div>
    </DetailSection>
  );
}
