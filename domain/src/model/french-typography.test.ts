import { describe, expect, it } from 'vitest';
import { frenchSpacing, frenchSpacingDeep } from './french-typography';

describe('frenchSpacing', () => {
  it('puts a no-break space before a colon and a narrow one before ; ! ?', () => {
    expect(frenchSpacing('Samedi : 10 h à 16 h')).toBe('Samedi\u00a0: 10 h à 16 h');
    expect(frenchSpacing('Erreur de réseau: vérifiez')).toBe('Erreur de réseau\u00a0: vérifiez');
    expect(frenchSpacing('Une Omra en mars ?')).toBe('Une Omra en mars\u202f?');
    expect(frenchSpacing('Merci!')).toBe('Merci\u202f!');
    expect(frenchSpacing('visa ; vols')).toBe('visa\u202f; vols');
  });

  it('spaces guillemets and percentages', () => {
    expect(frenchSpacing('Le champ «Nom» est obligatoire')).toBe(
      'Le champ «\u00a0Nom\u00a0» est obligatoire',
    );
    expect(frenchSpacing('des frais de 25 %.')).toBe('des frais de 25\u00a0%.');
  });

  it('leaves times, addresses and queries alone, and is idempotent', () => {
    const text = 'De 9:00 à 18:00, https://wa.me/1416?text=salam';
    expect(frenchSpacing(text)).toBe(text);
    const once = frenchSpacing('Réservez : « Omra » ! Prêts ?');
    expect(frenchSpacing(once)).toBe(once);
    expect(once).toBe('Réservez\u00a0: «\u00a0Omra\u00a0»\u202f! Prêts\u202f?');
  });

  it('ties the dollar sign to its amount, and leaves an English-style $25 alone', () => {
    expect(frenchSpacing('à partir de 2 450 $.')).toBe('à partir de 2 450\u00a0$.');
    expect(frenchSpacing('500$ de dépôt')).toBe('500\u00a0$ de dépôt');
    expect(frenchSpacing('$25')).toBe('$25');
  });

  it('spaces every text of a French version (fields, lines, itinerary days), nothing else', () => {
    expect(
      frenchSpacingDeep({
        title: 'Omra : dix nuits !',
        features: ['Visa ; vols'],
        itinerary: [{ day: 2, title: 'Arrivée ?' }],
      }),
    ).toEqual({
      title: 'Omra\u00a0: dix nuits\u202f!',
      features: ['Visa\u202f; vols'],
      itinerary: [{ day: 2, title: 'Arrivée\u202f?' }],
    });
    expect(frenchSpacingDeep(null)).toBeNull();
  });
});
