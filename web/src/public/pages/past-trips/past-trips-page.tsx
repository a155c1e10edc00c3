import { localizedField } from '@umrah/domain/model/bilingual';
import type { GalleryItem } from '@umrah/domain/schemas/gallery';
import { imageOf } from '../../components/image-of';
import { Localized } from '../../components/localized';
import { definePage } from '../../page';
import { EmptyState } from '../../ui/empty-state';
import { PageBanner } from '../../ui/page-banner';
import { useLocale, useT } from '../../site-context';
import { ResponsiveImage } from '../../ui/responsive-image';

type TripItem = Pick<GalleryItem, 'id' | 'title' | 'description' | 'imageUrl' | 'fr'> & {
  /** The older field name of the image (spec section 3). */
  image?: string | null;
};

/** A past trip: image, title and (when set) description. */
function GalleryCard({ item, priority }: { item: TripItem; priority: boolean }) {
  const locale = useLocale();
  const title = localizedField(item, 'title', locale);
  const description = localizedField(item, 'description', locale);
  return (
    <figure className="card gallery-card">
      <div className="gallery-card__frame">
        <ResponsiveImage
          className="gallery-card__image"
          src={imageOf(item)}
          alt={title.value}
          width={960}
          height={600}
          sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          priority={priority}
        />
      </div>
      <figcaption className="gallery-card__caption">
        <Localized as="h2" className="h5" text={title} />
        {description.value && <Localized as="p" className="muted" text={description} />}
      </figcaption>
    </figure>
  );
}

function PastTripsBody({ items }: { items: TripItem[] }) {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('pastTrips.eyebrow')}
        title={t('pastTrips.title')}
        subtitle={t('pastTrips.subtitle')}
      />
      <div className="container gallery">
        {items.length === 0 ? (
          <EmptyState icon="photoLibrary" title={t('pastTrips.empty')} />
        ) : (
          <div className="grid grid--3">
            {items.map((item, index) => (
              <GalleryCard key={item.id} item={item} priority={index === 0} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** /past-trips: the published gallery items. */
export const pastTripsPage = definePage({
  path: '/past-trips',
  reads: () => [['gallery']],
  render: ({ data, t }) => ({
    title: t('pastTrips.pageTitle'),
    description: t('pastTrips.description'),
    body: <PastTripsBody items={(data[0] as TripItem[] | null) ?? []} />,
  }),
});
