// The bookings collection, for every module of this store.
import { db } from '../../../platform/firebase/firebase';

export const bookingsCollection = () => db().collection('bookings');
