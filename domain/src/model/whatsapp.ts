import { PLACEHOLDER_WHATSAPP_NUMBER } from './constants';

/** The configured number with non-digits removed, or the placeholder when none is set. */
export function whatsappNumberDigits(number?: string | null): string {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits === '' ? PLACEHOLDER_WHATSAPP_NUMBER : digits;
}

/** `https://wa.me/<digits>`, plus `?text=<encoded message>` when a non-blank message is given. */
export function whatsappLink(number?: string | null, message?: string | null): string {
  const base = `https://wa.me/${whatsappNumberDigits(number)}`;
  return message && message.trim() !== '' ? `${base}?text=${encodeURIComponent(message)}` : base;
}
