import { isSoldOut } from '@umrah/domain/availability';
import { isRoomType, type RoomType } from '@umrah/domain/rooms';
import { passportRetentionDaysOf } from '@umrah/domain/passport';
import type { Package } from '@umrah/domain/package';
import { BookingFormIsland } from '../../islands/booking-form/booking-form-island';
import type { BookingPackageOption } from '../../islands/booking-form/booking-form';
import { definePage } from '../../page';
import { Icon } from '../../ui/icon';
import { PageBanner } from '../../ui/page-banner';

const STEPS = [
  {
    title: 'Send your request',
    text: 'Choose your package, preferred date and the number of travellers.',
  },
  {
    title: 'We review it within 24 hours',
    text: 'An Umrah specialist checks availability for your dates and group.',
  },
  {
    title: 'We confirm the details',
    text: 'We call or email you with the final price, rooms and next steps.',
  },
  {
    title: 'Prepare for your journey',
    text: 'We arrange your visa, flights and hotels while you prepare for worship.',
  },
] as const;

/** The `room` query parameter, when it names a room type. */
function parseRoom(value: string | null): RoomType | null {
  return isRoomType(value) ? value : null;
}

/** The four steps after a booking request (spec section 2: reviewed within 24 hours). */
function BookingSteps() {
  return (
    <aside className="card booking__steps" aria-labelledby="booking-steps-heading">
      <h2 className="h5" id="booking-steps-heading">
        What happens next?
      </h2>
      <p className="muted booking__steps-intro">Your request is reviewed within 24 hours.</p>
      <ol className="list-plain booking__list">
        {STEPS.map((step, i) => (
          <li key={step.title}>
            <span className="booking__num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <p className="booking__step-title">{step.title}</p>
              <p className="small muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="small booking__no-payment">
        <Icon name="verifiedUser" />
        No payment is needed now: we confirm every detail with you first.
      </p>
    </aside>
  );
}

/**
 * /booking: the booking request form (an island, awake at load) and what happens next.
 * `?package={slug}&room={type}` preselects a package and notes the room type.
 */
export const bookingPage = definePage({
  path: '/booking',
  reads: () => [['packages']],
  query: ['package', 'room'],
  render: ({ query, settings, data }) => {
    const list = Array.isArray(data[0]) ? (data[0] as Package[]) : [];
    const preselectedSlug = query.get('package') ?? '';
    // A sold-out package is offered only for its waiting list, reached from its own page.
    const packages: BookingPackageOption[] = list
      .filter((pkg) => !isSoldOut(pkg) || pkg.slug === preselectedSlug)
      .map(({ id, slug, title, seatsLeft }) => ({
        id,
        slug,
        title,
        ...(isSoldOut({ seatsLeft }) && { soldOut: true }),
      }));
    return {
      title: 'Book Your Umrah',
      description:
        'Request your Umrah booking online: choose a package, your travel date and travellers. We review every request within 24 hours.',
      body: (
        <>
          <PageBanner
            eyebrow="Booking"
            title="Book Your Umrah"
            subtitle="Send us your booking request. We review every request within 24 hours and contact you to confirm the details."
          />
          <div className="container booking">
            <section className="card form-card" aria-labelledby="booking-form-heading">
              <h2 className="form-card__title" id="booking-form-heading">
                Booking Request
              </h2>
              <p className="muted form-card__intro">
                Fields marked * are required. No payment is taken now.
              </p>
              <BookingFormIsland
                packages={packages}
                preselectedSlug={preselectedSlug}
                room={parseRoom(query.get('room'))}
                passportRetentionDays={passportRetentionDaysOf(settings.passportRetentionDays)}
              />
            </section>
            <BookingSteps />
          </div>
        </>
      ),
    };
  },
});
