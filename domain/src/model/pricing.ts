// A package's pricing cards. Apart from package.ts (its schema) so a page shows prices without
// loading yup.
import type { PackageInput } from '../schemas/package';
import { ROOM_SIZES, ROOM_TYPES, type RoomType } from './rooms';

export type PricingOption =
  | { kind: RoomType; price: number; roomSize: number }
  | { kind: 'standard'; price: number; roomSize: null };

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
  const prices = { quad: pkg.quadPrice, triple: pkg.triplePrice, double: pkg.doublePrice };
  const options: PricingOption[] = [];
  for (const kind of ROOM_TYPES) {
    const price = prices[kind];
    if (hasPrice(price)) options.push({ kind, price, roomSize: ROOM_SIZES[kind] });
  }
  if (options.length === 0) options.push({ kind: 'standard', price: pkg.price, roomSize: null });
  return options;
}

/**
 * The total staff are offered when confirming a booking: the package's price per person for the
 * agreed room × the travellers, in whole dollars. A package without room prices prices every
 * room at its base price; a room type the package does not price (or no travellers) gives null,
 * and staff type the total themselves.
 */
export function suggestedTotal(
  pkg: PricedPackage,
  roomType: string,
  travellers: number,
): { perPerson: number; total: number } | null {
  if (!Number.isInteger(travellers) || travellers < 1) return null;
  const options = pricingOptions(pkg);
  const option =
    options.length === 1 && options[0]?.kind === 'standard'
      ? options[0]
      : options.find((o) => o.kind === roomType);
  return option ? { perPerson: option.price, total: option.price * travellers } : null;
}
