import { MissingItem } from '../../ui/missing-item';

/** A missing or unpublished package (spec: 'Package Not Found', Back to Home). */
export function PackageNotFound() {
  return (
    <MissingItem
      title="Package Not Found"
      text="The package you are looking for does not exist or is no longer available."
      back={{ href: '/', label: 'Back to Home', icon: 'home' }}
    />
  );
}
