import type { Request } from 'express';
import { HttpError } from './errors';

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
    throw new HttpError(415, 'Send the file as multipart/form-data');
  }
  const { default: busboy } = await import('busboy');
  return new Promise<MultipartBody>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failed = false;
    const fail = (err: HttpError) => {
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
      fail(new HttpError(400, 'Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A body cut inside a file part errors on the file stream: unhandled, it ends the process.
      stream.on('error', () => fail(new HttpError(400, 'Malformed multipart body')));
      stream.on('limit', () =>
        fail(
          new HttpError(
            413,
            `File too large: the limit is ${Math.round(maxFileBytes / 1024 / 1024)} MB`,
          ),
        ),
      );
      stream.on('end', () => {
        files.push({ field, filename: info.filename ?? '', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () =>
      fail(new HttpError(400, `At most ${maxFiles} file(s) per request`)),
    );
    parser.on('error', () => fail(new HttpError(400, 'Malformed multipart body')));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
