import { describe, expect, it } from 'vitest';
import {
  TRAVELLER_DOCUMENT_MAX_BYTES,
  travellerDocumentFileError,
  travellerDocumentProblemOf,
} from './traveller-documents';

describe('travellerDocumentFileError', () => {
  it('takes PDF, JPEG and PNG scans, and only JPEG or PNG photos', () => {
    const pdf = { name: 'Scan.PDF', size: 10, type: 'application/pdf' };
    expect(travellerDocumentFileError('passport', pdf)).toBeNull();
    expect(travellerDocumentFileError('vaccination', pdf)).toBeNull();
    expect(travellerDocumentFileError('photo', pdf)).toBe('traveller_document_type');
    expect(travellerDocumentFileError('photo', { name: 'me.jpeg', size: 10 })).toBeNull();
    expect(travellerDocumentFileError('photo', { name: 'me.heic', size: 10 })).toBe(
      'traveller_document_type',
    );
    expect(
      travellerDocumentFileError('passport', { name: 'a.png', size: 10, type: 'text/plain' }),
    ).toBe('traveller_document_type');
  });

  it('refuses an empty file and one over the limit, at its edge', () => {
    const at = (size: number) => travellerDocumentFileError('passport', { name: 'a.pdf', size });
    expect(at(TRAVELLER_DOCUMENT_MAX_BYTES)).toBeNull();
    expect(at(TRAVELLER_DOCUMENT_MAX_BYTES + 1)).toBe('traveller_document_too_large');
    expect(at(0)).toBe('traveller_document_empty');
  });
});

describe('travellerDocumentProblemOf', () => {
  it('reads only the upload problems', () => {
    expect(travellerDocumentProblemOf('traveller_document_type')).toBe('traveller_document_type');
    expect(travellerDocumentProblemOf('trip_link_invalid')).toBeNull();
    expect(travellerDocumentProblemOf(null)).toBeNull();
  });
});
