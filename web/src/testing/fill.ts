import type { UserEvent } from '@testing-library/user-event';

/** Types text into a field in one go (paste): per-key typing re-renders whole pages per key. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
