/** The image of an item: `imageUrl` preferred, else the older `image` field (spec section 3). */
export function imageOf(item: { imageUrl?: string | null; image?: string | null }): string {
  return item.imageUrl?.trim() || item.image?.trim() || '';
}
