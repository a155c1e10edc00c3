export interface BookingPackageOption {
  id: string;
  slug: string;
  title: string;
}

export interface BookingFormProps {
  /** The published packages the visitor may choose from. */
  packages: BookingPackageOption[];
  /** The package preselected by /booking?package={slug}, if any. */
  preselectedSlug: string;
}

/** The booking request form (placeholder while the island is being built). */
export function BookingForm({ packages }: BookingFormProps) {
  return <form aria-label="Booking request" data-packages={packages.length} />;
}
