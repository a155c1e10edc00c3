import { Island } from '../island';
import { BookingForm, type BookingFormProps } from './booking-form';

/** The booking form as an island: the page's main job, so it wakes at load. */
export function BookingFormIsland(props: BookingFormProps) {
  return <Island name="booking-form" component={BookingForm} props={props} when="load" />;
}
