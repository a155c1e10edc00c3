/**
 * The pages' structured data (JSON-LD, schema.org types from schema-dts): the agency and the
 * website on every page, a package as a Product with its offers and a TouristTrip, a blog post as
 * a BlogPosting, and breadcrumbs. Never review or rating markup about the agency itself (Google
 * treats it as self-serving) and never Event markup for packages (Google's guidelines forbid it).
 */
import { formatPostalCode, registrationOf } from '@umrah/domain/agency';
import type { Blog } from '@umrah/domain/blog';
import type { ItineraryDay } from '@umrah/domain/itinerary';
import { OPENING_HOURS } from '@umrah/domain/constants';
import type { Package } from '@umrah/domain/package';
import { isSoldOut } from '@umrah/domain/availability';
import { pricingOptions } from '@umrah/domain/pricing';
import type { PublicSettings } from '@umrah/domain/settings';
import type {
  BlogPosting,
  BreadcrumbList,
  Graph,
  ItemList,
  Product,
  Thing,
  TouristTrip,
  TravelAgency,
  WebSite,
} from 'schema-dts';
import { absoluteUrl } from './urls';

/** A page's place in the site, for BreadcrumbList: its name and path, home first. */
export interface Crumb {
  name: string;
  path: string;
}

const agencyId = (siteUrl: string) => `${siteUrl}/#agency`;
const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

export function agencyData(settings: PublicSettings, siteName: string, siteUrl: string) {
  const sameAs = [
    settings.facebookUrl,
    settings.instagramUrl,
    settings.twitterUrl,
    settings.youtubeUrl,
  ].filter((url): url is string => Boolean(url));
  const registration = registrationOf(settings);
  const agency: TravelAgency = {
    '@type': 'TravelAgency',
    '@id': agencyId(siteUrl),
    name: siteName,
    url: `${siteUrl}/`,
    ...(settings.logoUrl ? { logo: absoluteUrl(siteUrl, settings.logoUrl) } : {}),
    ...(settings.heroImageUrl ? { image: absoluteUrl(siteUrl, settings.heroImageUrl) } : {}),
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.address || settings.city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(settings.address ? { streetAddress: settings.address } : {}),
            ...(settings.city ? { addressLocality: settings.city } : {}),
            ...(settings.province ? { addressRegion: settings.province } : {}),
            ...(settings.postalCode ? { postalCode: formatPostalCode(settings.postalCode) } : {}),
            addressCountry: 'CA',
          },
        }
      : {}),
    ...(registration
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: registration.authority,
            value: registration.number,
          },
        }
      : {}),
    openingHoursSpecification: OPENING_HOURS.map((o) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...o.days],
      opens: o.opens,
      closes: o.closes,
    })),
    areaServed: { '@type': 'Country', name: 'Canada' },
    ...(sameAs.length ? { sameAs } : {}),
  };
  return agency;
}

export function websiteData(siteName: string, siteUrl: string): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: siteName,
    url: `${siteUrl}/`,
    inLanguage: 'en-CA',
    publisher: { '@id': agencyId(siteUrl) },
  };
}

export function breadcrumbData(crumbs: Crumb[], siteUrl: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** A package: a Product with its room prices as one AggregateOffer in CAD, and the trip itself. */
type StayLine = { city: string; hotel: string; nights: number };

/** The trip as its cities and nights, for a package without a day-by-day plan. */
function cityStays(stays: StayLine[]): ItemList {
  return {
    '@type': 'ItemList',
    numberOfItems: stays.length,
    itemListElement: stays.map((stay, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'City',
        name: stay.city,
        description: [`${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}`, stay.hotel]
          .filter(Boolean)
          .join(' at '),
      },
    })),
  };
}

/** The day-by-day plan: one list item per day, named "Day 2: …", in the city of that day. */
function dayByDay(days: readonly ItineraryDay[]): ItemList {
  return {
    '@type': 'ItemList',
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: days.length,
    itemListElement: days.map((d, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: `Day ${d.day}: ${d.title}`,
      description: d.description,
      item: { '@type': 'City', name: d.city },
    })),
  };
}

export function packageData(pkg: Package, siteUrl: string): [Product, TouristTrip] {
  const url = absoluteUrl(siteUrl, `/packages/${pkg.slug}`);
  const image = absoluteUrl(siteUrl, pkg.imageUrl);
  const prices = pricingOptions(pkg).map((option) => option.price);
  const product: Product = {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: pkg.title,
    description: pkg.description,
    url,
    image,
    brand: { '@id': agencyId(siteUrl) },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'CAD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      availability: isSoldOut(pkg) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    },
  };
  const stays = [
    { city: 'Makkah', hotel: pkg.makkaHotel, nights: pkg.nightsInMakkah },
    { city: 'Madinah', hotel: pkg.madinaHotel, nights: pkg.nightsInMadina },
  ].filter((stay) => stay.nights > 0);
  const trip: TouristTrip = {
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: pkg.title,
    description: pkg.description,
    url,
    image,
    touristType: 'Umrah pilgrims',
    provider: { '@id': agencyId(siteUrl) },
    ...(pkg.departureDate ? { departureTime: pkg.departureDate } : {}),
    ...(pkg.returnDate ? { arrivalTime: pkg.returnDate } : {}),
    itinerary: pkg.itinerary?.length ? dayByDay(pkg.itinerary) : cityStays(stays),
  };
  return [product, trip];
}

export function blogPostData(blog: Blog, siteUrl: string): BlogPosting {
  const url = absoluteUrl(siteUrl, `/blogs/${blog.slug}`);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: blog.title,
    description: blog.excerpt,
    url,
    mainEntityOfPage: url,
    ...(blog.imageUrl ? { image: absoluteUrl(siteUrl, blog.imageUrl) } : {}),
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt,
    inLanguage: 'en-CA',
    author: { '@id': agencyId(siteUrl) },
    publisher: { '@id': agencyId(siteUrl) },
  };
}

/** Every page's graph: the agency and the website, then the page's own items. */
export function pageGraph(
  settings: PublicSettings,
  siteName: string,
  siteUrl: string,
  items: Thing[],
): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [agencyData(settings, siteName, siteUrl), websiteData(siteName, siteUrl), ...items],
  };
}

/**
 * The graph as the text of a `<script type="application/ld+json">`: JSON in which `<`, `>`, `&`
 * and the line separators are escaped, so no content can close the script or open a comment.
 */
export function jsonLdText(graph: Graph): string {
  return JSON.stringify(graph).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
