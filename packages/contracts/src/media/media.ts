import { z } from 'zod';

/** What an upload may be, by its bytes (the server sniffs them; the name and the claimed type do not count). */
export const STORED_FILE_TYPES = ['image/png', 'image/svg+xml', 'image/jpeg', 'image/bmp', 'application/pdf'] as const;

/** An uploaded file as the uploader gets it back: its id, where to fetch it, and what it is. */
export const StoredFile = z.object({
  id: z.number().int(),
  /** Where the file is served (GET, with the session): `/api/files/{id}`. */
  url: z.string(),
  /** The uploader's file name, for display. */
  name: z.string(),
  /** The type its bytes proved. */
  contentType: z.enum(STORED_FILE_TYPES),
  size: z.number().int(),
  createdDate: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;

/** Spec limits (000 §5, 001): png or svg images and logos up to 2 MB; a single attachment (jpg, jpeg, bmp, pdf) up to 5 MB. */
export const IMAGE_MAX_MB = 2;
export const ATTACHMENT_MAX_MB = 5;
