/** Resolves after `ms` milliseconds (the simulated submissions of spec section 4). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
