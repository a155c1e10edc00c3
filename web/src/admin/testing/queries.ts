import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label matcher that ignores the asterisk MUI adds to required fields. */
export function label(text: string): RegExp {
  return new RegExp(`^${escape(text)}(\\s*\\*)?$`);
}

/** The open dialog, found by its title. */
export async function findDialog(title: string) {
  return screen.findByRole('dialog', { name: title });
}

/** The input labelled `text` inside `container`. */
export function inputIn(container: HTMLElement, text: string): HTMLInputElement {
  return within(container).getByLabelText(label(text));
}

/**
 * Puts `text` into a field in one input event (typing key by key re-validates a long form on
 * every key, which makes tests slow without testing more).
 */
export async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
