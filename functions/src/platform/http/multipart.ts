import type { Request } from 'express';
import { DomainError } from '@umrah/domain/model/errors';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Parses a multipart body. Cloud Functions has already read the body into `rawBody`, so busboy
 * reads from that buffer (it never sees the request stream there). Busboy is loaded only here.
 * A file over `maxFileBytes` answers 413.
 */
export async function parseMultipart(
  req: Request,
  { maxFileBytes, maxFiles = 1 }: { maxFileBytes: number; maxFiles?: number },
): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) {
    throw new DomainError('multipart_expected');
  }
  const { default: busboy } = await import('busboy');
  return new Promise<MultipartBody>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed = false;
    const fail = (err: DomainError) => {
      if (!failed) {
        failed = true;
        reject(err);
      }
    };
    let parser;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: maxFileBytes,
          files: maxFiles,
          fields: 30,
          fieldSize: 64 * 1024,
          parts: 40,
        },
      });
    } catch {
      fail(new DomainError('multipart_malformed'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A body cut inside a file part errors on the file stream: unhandled, it ends the process.
      stream.on('error', () => fail(new DomainError('multipart_malformed')));
      stream.on('limit', () =>
        fail(
          new DomainError('file_too_large', {
            megabytes: Math.round(maxFileBytes / 1024 / 1024),
          }),
        ),
      );
      stream.on('end', () => {
        files.push({ field, filename: info.filename ?? '', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(new DomainError('too_many_files', { max: maxFiles })));
    parser.on('error', () => fail(new DomainError('multipart_malformed')));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
