import {
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';

/**
 * Forms with files (the post form's photos, a chat photo) read on the web server: each file
 * bounded, the text fields bounded, what the client got wrong answered as a 4xx to throw.
 */

/** The largest file a form takes by default: the API's default photo limit (10 MB). */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** A file part of a multipart form: its bytes, or null when it was over the form's limit. */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer> | null;
}

/** Reads a part up to `max` bytes; past that the rest is drained and null is answered. */
async function collect(
  data: AsyncIterable<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of data) {
    if (tooLarge) continue;
    size += chunk.byteLength;
    if (size > max) {
      tooLarge = true;
      chunks.length = 0;
    } else {
      chunks.push(chunk);
    }
  }
  return tooLarge ? null : Buffer.concat(chunks);
}

/** Text fields of the post form are short; a larger one is refused (413). */
const TEXT_PART_MAX = 256 * 1024;
/** Room for a form's text fields and multipart headers beside its files. */
const FORM_TEXT_BYTES = 1024 * 1024;

const tooLarge = () => new Response(null, { status: 413, statusText: 'Payload Too Large' });

/**
 * Reads a form (urlencoded or multipart). File parts named `fileField` are kept aside, each
 * at most `maxFileBytes` (a larger one is drained and marked), the first `maxFiles` only;
 * empty file inputs (nothing chosen) and files of other fields are skipped. Other parts are
 * the form's text fields. A body larger than `maxFiles` photos and 1 MB of text, or a text
 * field over 256 kB, is 413.
 */
export async function readFormWithFiles(
  request: Request,
  fileField: string,
  maxFiles: number,
  maxFileBytes: number = FORM_FILE_MAX_BYTES,
): Promise<{ formData: FormData; files: UploadedFile[]; extraFiles: number }> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > maxFiles * maxFileBytes + FORM_TEXT_BYTES) throw tooLarge();
  const files: UploadedFile[] = [];
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    return { formData: await readOrRefuse(() => request.formData()), files, extraFiles: 0 };
  }
  let extraFiles = 0;
  const decoder = new TextDecoder();
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (filename === undefined) {
      const bytes = await collect(data, TEXT_PART_MAX);
      if (!bytes) throw tooLarge();
      return decoder.decode(bytes);
    }
    if (name !== fileField || filename === '') {
      await collect(data, 0);
      return null;
    }
    if (files.length >= maxFiles) {
      extraFiles += 1;
      await collect(data, 0);
      return null;
    }
    const bytes = await collect(data, maxFileBytes);
    // A file input with nothing chosen still sends an empty part.
    if (bytes?.byteLength === 0) return null;
    files.push({ name: filename, type: contentType, bytes });
    return null;
  };
  const formData = await readOrRefuse(() => parseMultipartFormData(request, handler));
  return { formData, files, extraFiles };
}

/**
 * Reads the body, answering what the client got wrong as a response to throw: 413 past the
 * route's limit (the web server's counter, `BODY_TOO_LARGE`), 400 for a body that does not
 * parse (a multipart form cut short, without its boundary).
 */
async function readOrRefuse(read: () => Promise<FormData>): Promise<FormData> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isTooLarge(error)) throw tooLarge();
    throw new Response(null, { status: 400, statusText: 'Bad Request' });
  }
}

/** The web server's counter error, also when undici wraps it as the cause of its own. */
function isTooLarge(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 4; depth += 1) {
    if ((at as { code?: unknown }).code === 'BODY_TOO_LARGE') return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
