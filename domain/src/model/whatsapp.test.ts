import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_WHATSAPP_NUMBER } from './constants';
import { whatsappLink, whatsappNumberDigits } from './whatsapp';

describe('whatsappNumberDigits', () => {
  it('removes every non-digit', () => {
    expect(whatsappNumberDigits('+1 (416) 555-0199')).toBe('14165550199');
    expect(whatsappNumberDigits('1.647.555.0123 ext')).toBe('16475550123');
  });

  it('falls back to the placeholder when empty, missing or digit-free', () => {
    expect(whatsappNumberDigits()).toBe(PLACEHOLDER_WHATSAPP_NUMBER);
    expect(whatsappNumberDigits(null)).toBe(PLACEHOLDER_WHATSAPP_NUMBER);
    expect(whatsappNumberDigits('')).toBe(PLACEHOLDER_WHATSAPP_NUMBER);
    expect(whatsappNumberDigits(' + - ')).toBe(PLACEHOLDER_WHATSAPP_NUMBER);
  });
});

describe('whatsappLink', () => {
  it('builds a wa.me link from the digits', () => {
    expect(whatsappLink('+1 416-555-0199')).toBe('https://wa.me/14165550199');
    expect(whatsappLink('')).toBe(`https://wa.me/${PLACEHOLDER_WHATSAPP_NUMBER}`);
  });

  it('adds an encoded text parameter when a message is given', () => {
    expect(whatsappLink('14165550199', 'Salam! I want the 14-night package & more?')).toBe(
      'https://wa.me/14165550199?text=Salam!%20I%20want%20the%2014-night%20package%20%26%20more%3F',
    );
  });

  it('omits the text parameter for blank messages', () => {
    expect(whatsappLink('14165550199', '')).toBe('https://wa.me/14165550199');
    expect(whatsappLink('14165550199', '   ')).toBe('https://wa.me/14165550199');
    expect(whatsappLink('14165550199', null)).toBe('https://wa.me/14165550199');
  });
});
