export const seatsText = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;
