import type { Package } from '@umrah/domain/package';
import {
  formatHaramDistance,
  formatWalk,
  hotelMapUrl,
  STAY_CITIES,
  type Stay,
} from '@umrah/domain/stays';
import { nightsLabel } from '../../components/nights';
import { Icon } from '../../ui/icon';
import { StarRating } from '../../ui/star-rating';
import { DetailSection } from './detail-section';

interface HotelBlock {
  city: string;
  haram: string;
  nights: number;
  /** The stay as data, or only the old free-text name of a package not yet migrated. */
  stay: Stay | null;
  name: string;
}

function StayFacts({ stay, haram }: { stay: Stay; haram: string }) {
  return (
    <>
      <StarRating value={stay.stars} label={`${stay.stars}-star hotel`} />
      <p className="pkg-hotel__distance">
        <Icon name="directionsWalk" />
        <span>
          <strong>{formatHaramDistance(stay.distanceMetres)}</strong>
          <span className="muted pkg-hotel__walk">
            {formatWalk(stay.walkMinutes)} to {haram}
          </span>
        </span>
      </p>
      {stay.notes ? <p className="small pkg-hotel__notes">{stay.notes}</p> : null}
    </>
  );
}

/**
 * The accommodation section (spec section 2): a block per city with the hotel, its stars, the
 * walk to the Haram, notes and a map link. A package stored before stays existed shows the
 * hotel names it has, as before.
 */
export function PackageStays({ pkg }: { pkg: Package }) {
  const blocks: HotelBlock[] = [
    {
      ...STAY_CITIES.makkahStay,
      nights: pkg.nightsInMakkah,
      stay: pkg.makkahStay ?? null,
      name: pkg.makkahStay?.hotel ?? pkg.makkaHotel,
    },
    {
      ...STAY_CITIES.madinahStay,
      nights: pkg.nightsInMadina,
      stay: pkg.madinahStay ?? null,
      name: pkg.madinahStay?.hotel ?? pkg.madinaHotel,
    },
  ].filter((block) => block.name.trim() !== '');
  if (blocks.length === 0) return null;
  return (
    <DetailSection title="Accommodation">
      <div className="pkg-hotels">
        {blocks.map((block) => (
          <div key={block.city} className="card pkg-hotel">
            <Icon name="hotel" />
            <div className="pkg-hotel__body">
              <p className="small muted">
                {block.city} · {nightsLabel(block.nights)}
              </p>
              <h3 className="h6">{block.name}</h3>
              {block.stay ? <StayFacts stay={block.stay} haram={block.haram} /> : null}
              <a
                className="pkg-hotel__map"
                href={hotelMapUrl(block.name, block.city)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="place" />
                View on map<span className="visually-hidden"> ({block.name})</span>
              </a>
            </div>
          </div>
        ))}
      </div>
    </DetailSection>
  );
}
