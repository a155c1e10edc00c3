import { describe, expect, it } from 'vitest';
import { PASSPORT_FILE_TYPES, UPLOAD_IMAGE_TYPES, sniffAllowed, sniffFileType } from './file-types';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const GIF = Buffer.from('GIF89a....', 'ascii');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const PDF = Buffer.from('%PDF-1.7\n', 'ascii');

describe('sniffFileType', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [GIF, 'image/gif'],
    [WEBP, 'image/webp'],
    [PDF, 'application/pdf'],
  ])('recognises %#', (bytes, type) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it('does not trust names or text that merely looks similar', () => {
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFileType(Buffer.from('PNG but not really'))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
    expect(sniffFileType(Buffer.from('RIFF....WAVE'))).toBeNull();
  });
});

describe('sniffAllowed', () => {
  it('allows images for uploads but not PDFs', () => {
    expect(sniffAllowed(PNG, UPLOAD_IMAGE_TYPES)).toBe('image/png');
    expect(sniffAllowed(PDF, UPLOAD_IMAGE_TYPES)).toBeNull();
  });
  it('allows PDF, JPEG and PNG for passports but not GIF or WebP', () => {
    expect(sniffAllowed(PDF, PASSPORT_FILE_TYPES)).toBe('application/pdf');
    expect(sniffAllowed(GIF, PASSPORT_FILE_TYPES)).toBeNull();
    expect(sniffAllowed(WEBP, PASSPORT_FILE_TYPES)).toBeNull();
  });
});
