// The bookings collection, for every module of this store.
import { db } from '../../firebase';

export const bookingsCollection = () => db().collection('bookings');
