import type { ItineraryDay } from '@umrah/domain/itinerary';
import { DetailSection } from './detail-section';

/**
 * The day-by-day plan as a timeline: one column at every width, so it reads the same on a phone
 * and on paper; a day's number sits on the line, its city above its title.
 */
export function PackageItinerary({ days }: { days: readonly ItineraryDay[] }) {
  if (days.length === 0) return null;
  return (
    <DetailSection title="Day-by-Day Itinerary">
      <ol className="list-plain pkg-itinerary">
        {days.map((d) => (
          <li key={d.day} className="pkg-itinerary__day">
            <span className="pkg-itinerary__marker" aria-hidden="true">
              {d.day}
            </span>
            <div className="pkg-itinerary__body">
              <p className="overline pkg-itinerary__when">
                Day {d.day} · {d.city}
              </p>
              <h3 className="h6 pkg-itinerary__title">{d.title}</h3>
              <p className="muted pkg-itinerary__text">{d.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
