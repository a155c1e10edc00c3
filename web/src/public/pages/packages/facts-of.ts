import type { Package } from '@umrah/domain/package';
import { packageFactsOf, type PackageFacts } from '@umrah/domain/package-filters';

/** What /packages' filters look at for one package (written on its card for the page script). */
export function factsOf(pkg: Package): PackageFacts {
  return packageFactsOf(pkg);
}
