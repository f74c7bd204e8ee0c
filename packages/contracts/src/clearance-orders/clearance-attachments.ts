/**
 * Clearance attachment types and what each may hold (spec 000 §3, §5): MANIFEST and PKG_LIST are spreadsheets, the
 * papers are PDF or pictures, OTHER holds a list, 5 MB a file, judged by the bytes (the server's sniffer), not the name.
 */
export const CLEARANCE_ATTACHMENT_TYPES = [
  'MANIFEST',
  'MAWB',
  'HAWB',
  'SHIP_BILL',
  'POD',
  'OTHER',
  'SORT_GOODS',
  'PKG_LIST',
] as const;
export type ClearanceAttachmentType = (typeof CLEARANCE_ATTACHMENT_TYPES)[number];

/** The file kinds (as the server's sniffer names them) each type takes. */
export type AttachmentFileKind = 'xlsx' | 'pdf' | 'jpeg' | 'png';

const SHEETS: readonly AttachmentFileKind[] = ['xlsx'];
const PAPERS: readonly AttachmentFileKind[] = ['pdf', 'jpeg', 'png'];

export const ATTACHMENT_KINDS: Readonly<Record<ClearanceAttachmentType, readonly AttachmentFileKind[]>> = {
  MANIFEST: SHEETS,
  PKG_LIST: SHEETS,
  MAWB: PAPERS,
  HAWB: PAPERS,
  SHIP_BILL: PAPERS,
  POD: PAPERS,
  SORT_GOODS: PAPERS,
  OTHER: PAPERS,
};

/** The extensions the web's picker offers for a type (a hint only: the server judges the bytes). */
export const ATTACHMENT_ACCEPT: Readonly<Record<AttachmentFileKind, string>> = {
  xlsx: '.xlsx',
  pdf: '.pdf',
  jpeg: '.jpg,.jpeg',
  png: '.png',
};

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Only OTHER holds several files; another type's new upload replaces its file. */
export const isListAttachment = (type: ClearanceAttachmentType) => type === 'OTHER';

/** Required before submit (issue 41: the manifest, MAWB and HAWB). */
export const REQUIRED_BEFORE_SUBMIT: readonly ClearanceAttachmentType[] = ['MANIFEST', 'MAWB', 'HAWB'];

/** Why a file of `kind` and `size` bytes cannot be a `type` attachment, or null when it can. */
export function attachmentRefusal(
  type: ClearanceAttachmentType,
  kind: string | null,
  size: number,
): null | { reason: 'TOO_LARGE'; maxBytes: number } | { reason: 'WRONG_KIND'; allowed: readonly AttachmentFileKind[] } {
  if (size > ATTACHMENT_MAX_BYTES) return { reason: 'TOO_LARGE', maxBytes: ATTACHMENT_MAX_BYTES };
  const allowed = ATTACHMENT_KINDS[type];
  if (!kind || !(allowed as readonly string[]).includes(kind)) return { reason: 'WRONG_KIND', allowed };
  return null;
}

/** The required types still missing from an order's attachments (empty: it may be submitted). */
export function missingRequired(present: Iterable<ClearanceAttachmentType>): ClearanceAttachmentType[] {
  const have = new Set(present);
  return REQUIRED_BEFORE_SUBMIT.filter((t) => !have.has(t));
}
