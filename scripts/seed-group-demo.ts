// A group leader with a private departure and a part-filled group (issue 46), so `npm start`
// shows the group's booking link: an imam's group on a date of its own, six travellers confirmed
// of a group whose price drops at 10 and 20, and one request waiting. Made once (the leader's
// fixed id marks it); the group's link is printed on every start.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { groupShortPath } from '@umrah/domain/model/group-leaders';
import { departureSchema } from '@umrah/domain/schemas/departure';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../functions/src/platform/firebase/firebase';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { addDeparture } from '../functions/src/wings/departures/manage-departures';
import { addGroup, groupList } from '../functions/src/wings/group-leaders/groups';

const LEADER_ID = 'demoGroupLeader01';
const PACKAGE_SLUG = 'economy-umrah-14-days';

/** The group's pilgrims: name, language, travellers, confirmed or still a request. */
const PILGRIMS = [
  { id: 'demoGroupBooking01', name: 'Ibrahim Sow', language: 'fr', travellers: 2, confirm: true },
  { id: 'demoGroupBooking02', name: 'Khadija Ali', language: 'en', travellers: 4, confirm: true },
  {
    id: 'demoGroupBooking03',
    name: 'Moussa Diallo',
    language: 'fr',
    travellers: 2,
    confirm: false,
  },
] as const;

/** Seeds the demo group if missing; answers its short link's path (null: no package to use). */
export async function seedGroupDemo(): Promise<string | null> {
  const leaderRef = db().collection('groupLeaders').doc(LEADER_ID);
  if (!(await leaderRef.get()).exists) {
    const pkg = (await db().collection('packages').where('slug', '==', PACKAGE_SLUG).get()).docs[0];
    if (!pkg) return null;
    const departureDate = addDays(todayInTimeZone(), 160);
    const departure = await addDeparture(
      pkg.id,
      departureSchema.validateSync({ departureDate, capacity: 45, notes: 'Masjid Al-Noor group' }),
    );
    await leaderRef.set({
      name: 'Imam Yusuf Diallo',
      organisation: 'Masjid Al-Noor, Montréal',
      email: 'imam.yusuf@example.com',
      phone: '+1 514 555 0177',
      language: 'fr',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const group = await addGroup({
      leaderId: LEADER_ID,
      departureId: departure.id,
      name: 'Masjid Al-Noor Umrah',
      pricePerTraveller: 2_900,
      priceSteps: [
        { minTravellers: 10, pricePerTraveller: 2_750 },
        { minTravellers: 20, pricePerTraveller: 2_600 },
      ],
      privateDeparture: true,
    });
    for (const p of PILGRIMS) {
      await db()
        .collection('bookings')
        .doc(p.id)
        .set({
          fullName: p.name,
          email: `${p.id.toLowerCase()}@example.com`,
          phone: '+1 514 555 0150',
          packageId: pkg.id,
          packageTitle: String(pkg.get('title') ?? ''),
          packageSlug: PACKAGE_SLUG,
          roomType: '',
          numberOfTravelers: p.travellers,
          preferredDate: departureDate,
          specialRequests: '',
          language: p.language,
          status: 'new',
          note: 'Demo booking through the Masjid Al-Noor group link.',
          consentAt: FieldValue.serverTimestamp(),
          receivedAt: FieldValue.serverTimestamp(),
          tripDate: addDays(departureDate, 14),
          passport: null,
          passportDeletedAt: null,
          departureId: departure.id,
          seatsHeld: 0,
          groupCode: group.code,
          groupName: group.name,
        });
      if (p.confirm) {
        await confirmBooking(p.id, {
          roomType: 'quad',
          numberOfTravelers: p.travellers,
          total: '0',
          departureDate: '',
          departureId: departure.id,
          skipReason: '',
          insurance: '',
          sendEmail: false,
        });
      }
    }
  }
  const group = (await groupList()).find((g) => g.leaderId === LEADER_ID);
  return group ? groupShortPath(group.code) : null;
}
