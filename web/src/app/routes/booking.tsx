import { BookingPage } from '../../features/booking/components/booking-page';
import { usePackages } from '../../features/packages/api/get-packages';

/** /booking: the booking feature, offered the published packages from the packages feature. */
export function BookingRoute() {
  const query = usePackages();
  return (
    <BookingPage packages={query.data} status={query.status} onRetry={() => void query.refetch()} />
  );
}
