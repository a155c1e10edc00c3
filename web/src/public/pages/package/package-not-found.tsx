import { useHref, useT } from '../../site-context';
import { MissingItem } from '../../ui/missing-item';

/** A missing or unpublished package (spec: 'Package Not Found', Back to Home). */
export function PackageNotFound() {
  const t = useT();
  const href = useHref();
  return (
    <MissingItem
      title={t('package.notFound')}
      text={t('package.notFoundText')}
      back={{ href: href('/'), label: t('package.backHome'), icon: 'home' }}
    />
  );
}
