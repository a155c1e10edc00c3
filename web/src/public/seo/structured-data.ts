/**
 * The pages' structured data (JSON-LD, schema.org types from schema-dts): the agency and the
 * website on every page, a package as a Product with its offers and a TouristTrip, a blog post as
 * a BlogPosting, and breadcrumbs. Never review or rating markup about the agency itself (Google
 * treats it as self-serving) and never Event markup for packages (Google's guidelines forbid it).
 */
import { formatPostalCode, registrationOf } from '@umrah/domain/model/agency';
import { localizedField } from '@umrah/domain/model/bilingual';
import { localizedPath, type Locale } from '@umrah/domain/model/locale';
import type { Blog } from '@umrah/domain/schemas/blog';
import type { ItineraryDay } from '@umrah/domain/model/itinerary';
import { OPENING_HOURS } from '@umrah/domain/model/constants';
import type { Package } from '@umrah/domain/schemas/package';
import { FEW_SEATS_THRESHOLD_DEFAULT } from '@umrah/domain/model/availability';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import type { DepartureAvailability } from '@umrah/domain/model/departures';
import { offeredPricesCents, pricingOptions } from '@umrah/domain/model/pricing';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import type {
  BlogPosting,
  BreadcrumbList,
  Graph,
  ItemList,
  ItemAvailability,
  Offer,
  Product,
  Thing,
  TouristTrip,
  TravelAgency,
  WebSite,
} from 'schema-dts';
import { cityName } from '../components/city-name';
import {
  availabilityOfDeparture,
  departureFrom,
  packageSoldOut,
  upcomingDepartures,
  type PublicPackage,
} from '../components/departures';
import { translatorFor, type Translate } from '@umrah/i18n/translate';
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

/** '11 nights at Zamzam View Towers' / '11 nuits · Zamzam View Towers'. */
function stayDescription(stay: StayLine, t: Translate, locale: Locale): string {
  if (locale === 'en-CA') {
    return [`${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}`, stay.hotel]
      .filter(Boolean)
      .join(' at ');
  }
  return [t('count.nights', { count: stay.nights }), stay.hotel].filter(Boolean).join(' · ');
}

/** The trip as its cities and nights, for a package without a day-by-day plan. */
function cityStays(stays: StayLine[], t: Translate, locale: Locale): ItemList {
  return {
    '@type': 'ItemList',
    numberOfItems: stays.length,
    itemListElement: stays.map((stay, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'City',
        name: stay.city,
        description: stayDescription(stay, t, locale),
      },
    })),
  };
}

/** The day-by-day plan: one list item per day, named "Day 2: …", in the city of that day. */
function dayByDay(days: readonly ItineraryDay[], t: Translate): ItemList {
  return {
    '@type': 'ItemList',
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: days.length,
    itemListElement: days.map((d, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: t('sd.day', { day: d.day, title: d.title }),
      description: d.description,
      item: { '@type': 'City', name: cityName(d.city, t) },
    })),
  };
}

/** A package's plan in the page's language: French day texts by day number, else English. */
function daysIn(pkg: Package, locale: Locale): ItineraryDay[] {
  const french = new Map(
    (locale === 'fr-CA' ? (pkg.fr?.itinerary ?? []) : []).map((d) => [d.day, d]),
  );
  return (pkg.itinerary ?? []).map((d) => ({
    ...d,
    title: french.get(d.day)?.title?.trim() || d.title,
    description: french.get(d.day)?.description?.trim() || d.description,
  }));
}

/** A departure's availability as schema.org says it (a closed date takes only its waiting list). */
const OFFER_AVAILABILITY = {
  available: 'https://schema.org/InStock',
  guaranteed: 'https://schema.org/InStock',
  few: 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/SoldOut',
  closed: 'https://schema.org/SoldOut',
} as const satisfies Record<DepartureAvailability, ItemAvailability>;

/**
 * One Offer per upcoming departure: its lowest price per person in CAD, its availability, valid
 * until the day it leaves, at the booking form with that date chosen.
 */
function departureOffers(
  pkg: PublicPackage,
  siteUrl: string,
  locale: Locale,
  today: string,
  fewSeatsThreshold: number,
): Offer[] {
  return upcomingDepartures(pkg, today).map((d) => ({
    '@type': 'Offer',
    price: departureFrom(pkg, d),
    priceCurrency: 'CAD',
    availability: OFFER_AVAILABILITY[availabilityOfDeparture(d, fewSeatsThreshold)],
    validThrough: d.departureDate,
    url: absoluteUrl(
      siteUrl,
      localizedPath(
        `/booking?${new URLSearchParams({ package: pkg.slug, departure: d.id }).toString()}`,
        locale,
      ),
    ),
  }));
}

/**
 * A package in the page's language (French names and descriptions where written, the English
 * ones otherwise), at the page's own address. Its room prices make the AggregateOffer; each
 * upcoming departure is one Offer inside it (past ones left out on `today`).
 */
export function packageData(
  pkg: PublicPackage,
  siteUrl: string,
  locale: Locale = 'en-CA',
  { today = todayInTimeZone(), fewSeatsThreshold = FEW_SEATS_THRESHOLD_DEFAULT } = {},
): [Product, TouristTrip] {
  const t = translatorFor(locale);
  const name = localizedField(pkg, 'title', locale).value;
  const description = localizedField(pkg, 'description', locale).value;
  const url = absoluteUrl(siteUrl, localizedPath(`/packages/${pkg.slug}`, locale));
  const image = absoluteUrl(siteUrl, pkg.imageUrl);
  // Low and high over what the upcoming departures offer (their own prices over the package's),
  // the rule behind the page's "from $…" and the confirm form's suggested total.
  const prices = offeredPricesCents(pkg, upcomingDepartures(pkg, today)).map((c) => c / 100);
  const offers = departureOffers(pkg, siteUrl, locale, today, fewSeatsThreshold);
  const product: Product = {
    '@type': 'Product',
    '@id': `${url}#product`,
    name,
    description,
    url,
    image,
    brand: { '@id': agencyId(siteUrl) },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'CAD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: pricingOptions(pkg).length,
      availability: packageSoldOut(pkg, today)
        ? 'https://schema.org/SoldOut'
        : 'https://schema.org/InStock',
      url,
      ...(offers.length > 0 && { offers }),
    },
  };
  const stays = [
    { city: t('package.makkah'), hotel: pkg.makkaHotel, nights: pkg.nightsInMakkah },
    { city: t('package.madinah'), hotel: pkg.madinaHotel, nights: pkg.nightsInMadina },
  ].filter((stay) => stay.nights > 0);
  const days = daysIn(pkg, locale);
  const trip: TouristTrip = {
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name,
    description,
    url,
    image,
    touristType: t('sd.touristType'),
    provider: { '@id': agencyId(siteUrl) },
    ...(pkg.departureDate ? { departureTime: pkg.departureDate } : {}),
    ...(pkg.returnDate ? { arrivalTime: pkg.returnDate } : {}),
    itinerary: days.length ? dayByDay(days, t) : cityStays(stays, t, locale),
  };
  return [product, trip];
}

/** A blog post in the page's language; `inLanguage` is the language its text is really in. */
export function blogPostData(blog: Blog, siteUrl: string, locale: Locale = 'en-CA'): BlogPosting {
  const url = absoluteUrl(siteUrl, localizedPath(`/blogs/${blog.slug}`, locale));
  const headline = localizedField(blog, 'title', locale);
  const excerpt = localizedField(blog, 'excerpt', locale);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: headline.value,
    description: excerpt.value,
    url,
    mainEntityOfPage: url,
    ...(blog.imageUrl ? { image: absoluteUrl(siteUrl, blog.imageUrl) } : {}),
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt,
    inLanguage: headline.lang === 'fr' ? 'fr-CA' : 'en-CA',
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
