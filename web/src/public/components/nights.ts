/** '1 Night' / '7 Nights'. */
export function nightsLabel(n: number): string {
  return n === 1 ? '1 Night' : `${n} Nights`;
}
