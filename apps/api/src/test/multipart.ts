import { randomBytes } from 'node:crypto';

/** The multipart/form-data bodies the upload tests send (photos, chat photos, store pictures). */

export interface FilePart {
  data: Buffer;
  /** The part's name; `file` unless told. */
  field?: string;
  /** The file name the browser sends; `photo.jpg` unless told. */
  name?: string;
  /** The part's content type; `image/jpeg` unless told. */
  type?: string;
}

/** A multipart body as a browser sends a form: the text fields first, then the file part. */
export function multipart(
  fields: Record<string, string>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----psar${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.name ?? 'photo.jpg'}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
