import type { ResumeAttachmentKind } from '@repo/domain';

/**
 * What a resume's attachment is, told by its bytes only (ADR 0050): never by its name or the
 * type the browser sent, which the uploader chooses. Each check reads a bounded part of the
 * file, so a crafted file costs no more than a plain one.
 */

/** Why a file is refused: the API's `reason` beside 422 UNSUPPORTED_ATTACHMENT. */
export type RefusedReason = 'empty' | 'program' | 'markup' | 'archive' | 'office' | 'binary';

export type Inspection = { kind: ResumeAttachmentKind } | { kind: null; reason: RefusedReason };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
/** Executables and libraries: Windows (MZ), Linux (ELF), macOS (Mach-O, fat), Java classes. */
const PROGRAMS: readonly (readonly number[])[] = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xca, 0xfe, 0xba, 0xbe],
];

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** OLE compound file: sectors at most this many are followed (a 5 MB file has ~10,000). */
const OLE_MAX_SECTORS = 1 << 16;
const FREE_OR_END = 0xfffffffa; // ≥ this: free, end of chain, FAT or DIFAT sector marks.

/**
 * Whether an OLE compound file (Office 97–2003) holds a stream named `WordDocument` (a Word
 * document; Excel's holds `Workbook`, PowerPoint's `PowerPoint Document`): the FAT is read from
 * the header's DIFAT (109 FAT sectors: 7 MB at 512-byte sectors), then the directory's chain.
 */
function oleHasWordDocument(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  const data = view(bytes);
  const shift = data.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const sectorAt = (sector: number) => sectorSize * (sector + 1);
  const sectors = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  // The FAT: one uint32 per sector, from the FAT sectors the header lists.
  const fatSectors = Math.min(data.getUint32(44, true), 109);
  const fat: number[] = [];
  for (let index = 0; index < fatSectors; index += 1) {
    const sector = data.getUint32(76 + index * 4, true);
    if (sector >= FREE_OR_END) break;
    const start = sectorAt(sector);
    if (start + sectorSize > bytes.length) return false;
    for (let offset = 0; offset < sectorSize; offset += 4)
      fat.push(data.getUint32(start + offset, true));
  }
  // The directory's chain: 128-byte entries, a UTF-16LE name, its length in bytes and its type.
  let sector = data.getUint32(48, true);
  const seen = new Set<number>();
  while (sector < FREE_OR_END && sector < sectors && !seen.has(sector)) {
    if (seen.size >= OLE_MAX_SECTORS) return false;
    seen.add(sector);
    const start = sectorAt(sector);
    if (start + sectorSize > bytes.length) return false;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameBytes = data.getUint16(entry + 64, true);
      const type = bytes[entry + 66];
      if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0 || type !== 2) continue;
      let name = '';
      for (let offset = 0; offset < nameBytes - 2; offset += 2)
        name += String.fromCharCode(data.getUint16(entry + offset, true));
      if (name === 'WordDocument') return true;
    }
    sector = fat[sector] ?? FREE_OR_END;
  }
  return false;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Entries of a zip's central directory read at most (a docx has a few dozen). */
const ZIP_MAX_ENTRIES = 5_000;

/**
 * Whether a zip's central directory lists `word/document.xml` (a Word 2007+ document) and that
 * entry's local header is where the directory says: the End Of Central Directory record is
 * found from the end (its comment is at most 64 KB), then each entry is read within bounds.
 */
function zipHasWordDocument(bytes: Uint8Array): boolean {
  const data = view(bytes);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1)
    if (
      data.getUint32(at, true) === EOCD &&
      at + 22 + data.getUint16(at + 20, true) <= bytes.length
    ) {
      eocd = at;
      break;
    }
  if (eocd < 0) return false;
  const entries = data.getUint16(eocd + 10, true);
  const size = data.getUint32(eocd + 12, true);
  const start = data.getUint32(eocd + 16, true);
  // Zip64 (0xFFFFFFFF) never describes a file under 5 MB: refused with the rest.
  if (start + size > eocd || entries > ZIP_MAX_ENTRIES) return false;
  const wanted = 'word/document.xml';
  let at = start;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > start + size || data.getUint32(at, true) !== CENTRAL) return false;
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const local = data.getUint32(at + 42, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > start + size) return false;
    if (
      nameLength === wanted.length &&
      String.fromCharCode(...bytes.subarray(at + 46, at + 46 + nameLength)) === wanted
    )
      return local + 30 <= bytes.length && data.getUint32(local, true) === LOCAL;
    at = next;
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Markup a browser would render or run: a document type, an XML declaration, a comment or any
 * tag (`<html`, `<script`, `<svg`, `</x`…), after a BOM and white space.
 */
const MARKUP = /^<[!?/a-z]/i;

function inspectText(bytes: Uint8Array): Inspection {
  if (bytes.includes(0)) return { kind: null, reason: 'binary' };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { kind: null, reason: 'binary' };
  }
  const start = text.replace(/^[\s\uFEFF\u200B]+/u, '');
  if (start === '') return { kind: null, reason: 'empty' };
  if (MARKUP.test(start)) return { kind: null, reason: 'markup' };
  return { kind: 'txt' };
}

/** The file's kind, or why it is refused. */
export function inspectDocument(bytes: Uint8Array): Inspection {
  if (bytes.length === 0) return { kind: null, reason: 'empty' };
  if (startsWith(bytes, PDF)) return { kind: 'pdf' };
  if (startsWith(bytes, OLE))
    return oleHasWordDocument(bytes) ? { kind: 'doc' } : { kind: null, reason: 'office' };
  if (startsWith(bytes, ZIP_LOCAL))
    return zipHasWordDocument(bytes) ? { kind: 'docx' } : { kind: null, reason: 'archive' };
  const text = inspectText(bytes);
  // A program's header is binary; a text that merely starts with "MZ" stays a text.
  if (text.kind === null && PROGRAMS.some((signature) => startsWith(bytes, signature)))
    return { kind: null, reason: 'program' };
  return text;
}

/** `pdf`, `doc`, `docx` or `txt` by the file's content; null for anything else. */
export function detectDocumentKind(bytes: Uint8Array): ResumeAttachmentKind | null {
  return inspectDocument(bytes).kind;
}
