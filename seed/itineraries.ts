// Day-by-day plans for the seeded packages, built from the nights in each city so the days and
// the package's facts agree. A real agency types its own plan in the package dialog.
import type { ItineraryDay } from '@umrah/domain/model/itinerary';

interface PlanOptions {
  makkahNights: number;
  madinahNights: number;
  /** Madinah first: the pilgrims enter ihram at the miqat of Dhul Hulayfah on the way to Makkah. */
  madinahFirst?: boolean;
  /** Days before the holy cities (e.g. a stopover), after the departure day. */
  prelude?: Omit<ItineraryDay, 'day'>[];
  /** What the group does on its special days in Makkah (replaces the plain prayer days). */
  makkahHighlight?: Omit<ItineraryDay, 'day'>;
}

type Step = Omit<ItineraryDay, 'day'> & { nights: number };

export function umrahPlan(options: PlanOptions): ItineraryDay[] {
  const { makkahNights, madinahNights, madinahFirst = false } = options;
  const makkah: Step[] = [
    {
      city: 'Makkah',
      title: madinahFirst
        ? 'Ihram at Dhul Hulayfah and Umrah'
        : 'Arrive in Makkah and perform Umrah',
      description: madinahFirst
        ? 'Coach from Madinah with a stop at the miqat of Dhul Hulayfah; Umrah with the group on arrival.'
        : 'Land in Jeddah, transfer to the hotel in ihram and perform Umrah with the group.',
      nights: 1,
    },
    options.makkahHighlight
      ? { ...options.makkahHighlight, nights: 1 }
      : {
          city: 'Makkah',
          title: 'Ziyarat of Makkah',
          description: 'Guided visit to Jabal al-Nour, Jabal Thawr, Arafat, Muzdalifah and Mina.',
          nights: 1,
        },
    {
      city: 'Makkah',
      title: 'Prayers at the Haram',
      description: 'Free days for prayer and tawaf; daily reminders with our scholar.',
      nights: Math.max(makkahNights - 2, 0),
    },
  ];
  const madinah: Step[] = [
    {
      city: 'Madinah',
      title: madinahFirst ? 'Arrive in Madinah' : 'Haramain train to Madinah',
      description: madinahFirst
        ? 'Transfer to the hotel near Masjid an-Nabawi; first prayer in the Prophet’s Mosque.'
        : 'High-speed train to Madinah; check in near Masjid an-Nabawi.',
      nights: 1,
    },
    {
      city: 'Madinah',
      title: 'Ziyarat of Madinah',
      description: 'Masjid Quba, Mount Uhud and Masjid al-Qiblatain with our guide.',
      nights: Math.max(madinahNights - 1, 0),
    },
  ];
  const steps: Step[] = [
    ...(options.prelude ?? []).map((d) => ({ ...d, nights: 1 })),
    ...(madinahFirst ? [...madinah, ...makkah] : [...makkah, ...madinah]),
  ].filter((s) => s.nights > 0);

  const days: ItineraryDay[] = [
    {
      day: 1,
      city: 'Canada',
      title: 'Depart from Canada',
      description: 'Meet the group at the airport; overnight flight.',
    },
  ];
  let day = 2;
  for (const { nights, ...step } of steps) {
    days.push({ day, ...step });
    day += nights;
  }
  const lastCity = madinahFirst ? 'Makkah' : 'Madinah';
  days.push({
    day,
    city: lastCity,
    title: 'Fly home',
    description: `Transfer to the airport from ${lastCity}; Zamzam water is handed out at check-in.`,
  });
  return days;
}
