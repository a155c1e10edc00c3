import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASON_MAX } from '../model/money/cancellation';
import { cancellationRequestSchemaFor } from './cancellation-request';
import { parseWith } from './validation';

const named = { travellers: 3, names: ['Amina HADDAD', 'Omar HADDAD', 'Sara HADDAD'] };
const unnamed = { travellers: 3, names: [] };
const base = { reason: 'Illness in the family', confirm: true };

describe('cancellationRequestSchemaFor', () => {
  it('takes the whole booking with a trimmed reason and drops counts and names', () => {
    const result = parseWith(cancellationRequestSchemaFor('en', named), {
      ...base,
      scope: 'all',
      travellers: 2,
      names: ['Amina HADDAD'],
      reason: '  Illness in the family ',
    });
    expect(result).toEqual({
      ok: true,
      value: { scope: 'all', names: [], reason: 'Illness in the family', confirm: true },
    });
  });

  it('takes some travellers by name when every name is known', () => {
    const result = parseWith(cancellationRequestSchemaFor('en', named), {
      ...base,
      scope: 'some',
      names: ['Omar HADDAD'],
    });
    expect(result.ok && result.value.names).toEqual(['Omar HADDAD']);
  });

  it('refuses no name ticked, a name not on the booking and the same name twice', () => {
    const schema = cancellationRequestSchemaFor('en', named);
    expect(parseWith(schema, { ...base, scope: 'some', names: [] })).toMatchObject({
      ok: false,
      errors: { names: 'Please tick the travellers to cancel' },
    });
    expect(parseWith(schema, { ...base, scope: 'some', names: ['Someone ELSE'] })).toMatchObject({
      ok: false,
      errors: { 'names[0]': 'Please tick only travellers of this booking' },
    });
    expect(
      parseWith(schema, { ...base, scope: 'some', names: ['Omar HADDAD', 'Omar HADDAD'] }),
    ).toMatchObject({ ok: false, errors: { names: 'Please tick the travellers to cancel' } });
  });

  it('asks how many, 1 to the booking’s travellers, when the names are not all known', () => {
    const schema = cancellationRequestSchemaFor('en', unnamed);
    expect(parseWith(schema, { ...base, scope: 'some', travellers: '2' })).toMatchObject({
      ok: true,
      value: { scope: 'some', travellers: 2 },
    });
    for (const travellers of [0, 4, '']) {
      expect(parseWith(schema, { ...base, scope: 'some', travellers })).toMatchObject({
        ok: false,
        errors: { travellers: expect.stringMatching(/^Travellers to cancel/) as unknown },
      });
    }
    expect(parseWith(schema, { ...base, scope: 'some', travellers: 4 })).toMatchObject({
      errors: { travellers: 'Travellers to cancel must be between 1 and 3' },
    });
  });

  it('requires a choice, a reason within its length and the confirmation', () => {
    const result = parseWith(cancellationRequestSchemaFor('en', named), {
      scope: 'everyone',
      reason: 'x'.repeat(CANCELLATION_REASON_MAX + 1),
      confirm: false,
    });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        scope: 'Please choose whether to cancel the whole booking or some travellers',
        reason: `Reason must be at most ${CANCELLATION_REASON_MAX} characters`,
        confirm: 'Please confirm that you ask to cancel',
      },
    });
    expect(
      parseWith(cancellationRequestSchemaFor('en', named), { scope: 'all', confirm: true }),
    ).toMatchObject({ errors: { reason: 'Reason is required' } });
  });

  it('words its refusals in French', () => {
    const result = parseWith(cancellationRequestSchemaFor('fr', unnamed), {
      scope: 'some',
      travellers: 5,
      reason: ' ',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        travellers: expect.stringMatching(
          /^Le champ «\s?Voyageurs à annuler\s?» doit être compris entre 1 et 3$/,
        ) as unknown,
        reason: expect.stringMatching(/^Le champ «\s?Raison\s?» est obligatoire$/) as unknown,
        confirm: 'Veuillez confirmer votre demande d’annulation',
      },
    });
  });
});
