import { describe, expect, it } from 'vitest';
import { GROUP_SUBJECT_MAX, TRIP_MESSAGE_MAX } from '../model/group-messages';
import { groupMessageSchema, tripMessageSchemaFor } from './group-message';

const texts = {
  en: { subject: 'Meeting point', body: 'Terminal 3, door B.' },
  fr: { subject: 'Point de rencontre', body: 'Terminal 3, porte B.' },
};

describe('groupMessageSchema', () => {
  it('takes both languages and an audience, trimmed', () => {
    const value = groupMessageSchema.validateSync({
      texts: { ...texts, en: { subject: '  Meeting point ', body: texts.en.body } },
      audience: 'not-paid',
    });
    expect(value.texts.en.subject).toBe('Meeting point');
    expect(value.audience).toBe('not-paid');
  });

  it('refuses a missing French text and names it', () => {
    expect(() =>
      groupMessageSchema.validateSync({
        texts: { en: texts.en, fr: { subject: '', body: 'x' } },
        audience: 'confirmed',
      }),
    ).toThrow('Subject (French) is required');
  });

  it('refuses an unknown audience and a subject too long', () => {
    expect(() => groupMessageSchema.validateSync({ texts, audience: 'everyone' })).toThrow(
      /Recipients must be one of/,
    );
    expect(() =>
      groupMessageSchema.validateSync({
        texts: { ...texts, en: { subject: 'x'.repeat(GROUP_SUBJECT_MAX + 1), body: 'b' } },
        audience: 'confirmed',
      }),
    ).toThrow(/Subject \(English\)/);
  });
});

describe('tripMessageSchemaFor', () => {
  it('refuses an empty or too long message, in the page language', () => {
    expect(() => tripMessageSchemaFor('fr').validateSync({ message: '  ' })).toThrow(/Message/);
    expect(() =>
      tripMessageSchemaFor('en').validateSync({ message: 'x'.repeat(TRIP_MESSAGE_MAX + 1) }),
    ).toThrow(/Message/);
    expect(tripMessageSchemaFor('en').validateSync({ message: ' Hello ' }).message).toBe('Hello');
  });
});

describe('a group message subject (it becomes a mail subject)', () => {
  it('folds CR/LF into a space', () => {
    const value = groupMessageSchema.validateSync({
      texts: {
        en: { subject: 'Flight\r\nBcc: x@example.com', body: 'Line 1\nLine 2' },
        fr: { subject: 'Vol\nchangé', body: 'Texte' },
      },
      audience: 'confirmed',
    });
    expect(value.texts.en.subject).toBe('Flight Bcc: x@example.com');
    expect(value.texts.fr.subject).toBe('Vol changé');
    expect(value.texts.en.body).toBe('Line 1\nLine 2');
  });
});
