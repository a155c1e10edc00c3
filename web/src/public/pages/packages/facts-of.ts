import { packageFactsOf, type PackageFacts } from '@umrah/domain/model/package-filters';
import { nearestHaramDistance } from '@umrah/domain/model/stays';
import type { PublicPackage } from '../../components/departures';

/**
 * What /packages' filters look at for one package (written on its card for the page script):
 * the stays give the distance (the nearest of the two) and the stars (the lower of the two, so
 * "4 stars or more" holds for both hotels); a package without stays keeps its hotel rating. The
 * month and Ramadan filters look at each upcoming departure, the sort at the next one.
 */
export function factsOf(pkg: PublicPackage): PackageFacts {
  const stars = [pkg.makkahStay, pkg.madinahStay].flatMap((stay) => (stay ? [stay.stars] : []));
  return packageFactsOf(pkg, {
    distance: nearestHaramDistance(pkg),
    stars: stars.length ? Math.min(...stars) : null,
  });
}
