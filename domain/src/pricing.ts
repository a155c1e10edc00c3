// A package's pricing cards. Apart from package.ts (its schema) so a page shows prices without
// loading yup.
import { ROOM_SIZES } from './constants';
import type { PackageInput } from './package';

export type RoomType = 'quad' | 'triple' | 'double';

export type PricingOption =
  | { kind: RoomType; label: 'Quad' | 'Triple' | 'Double'; price: number; roomSize: number }
  | { kind: 'standard'; label: 'Standard'; price: number; roomSize: null };

type PricedPackage = Pick<PackageInput, 'price'> &
  Partial<Pick<PackageInput, 'quadPrice' | 'triplePrice' | 'doublePrice'>>;

const hasPrice = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/**
 * The pricing cards of a package detail page (spec section 2): Quad, Triple
 * and Double (room sizes 4, 3, 2), each only when its price is set (0 counts
 * as set; null/undefined do not); a single Standard card with the base price
 * when none of the three is set.
 */
export function pricingOptions(pkg: PricedPackage): PricingOption[] {
  const options: PricingOption[] = [];
  if (hasPrice(pkg.quadPrice))
    options.push({ kind: 'quad', label: 'Quad', price: pkg.quadPrice, roomSize: ROOM_SIZES.quad });
  if (hasPrice(pkg.triplePrice))
    options.push({
      kind: 'triple',
      label: 'Triple',
      price: pkg.triplePrice,
      roomSize: ROOM_SIZES.triple,
    });
  if (hasPrice(pkg.doublePrice))
    options.push({
      kind: 'double',
      label: 'Double',
      price: pkg.doublePrice,
      roomSize: ROOM_SIZES.double,
    });
  if (options.length === 0)
    options.push({ kind: 'standard', label: 'Standard', price: pkg.price, roomSize: null });
  return options;
}
