import type { ComponentType } from 'react';

/**
 * Every island: the interactive parts of the public pages, each hydrated on its own in the
 * browser (client/hydrate-islands.ts). The server renders an island through <Island> with the
 * same name; its props travel as JSON beside its markup. Each loader is a chunk of its own, so
 * a page downloads only the islands it has.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
type IslandLoader = () => Promise<ComponentType<any>>;

export const ISLANDS = {
  'contact-form': () => import('./contact-form/contact-form').then((m) => m.ContactForm),
  'privacy-request-form': () =>
    import('./privacy-request-form/privacy-request-form').then((m) => m.PrivacyRequestForm),
  'booking-form': () => import('./booking-form/booking-form').then((m) => m.BookingForm),
  'traveller-document': () =>
    import('./traveller-document/traveller-document-form').then((m) => m.TravellerDocumentForm),
  'cancel-request': () =>
    import('./cancel-request/cancel-request-form').then((m) => m.CancelRequestForm),
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof ISLANDS;
