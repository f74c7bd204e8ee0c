import path from 'node:path';
import type { Readable } from 'node:stream';
import type { StoredFile } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { owningAccount, scopeOf } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/files/storage';
import { viewerOf, type OwningAccess } from '../../platform/files/visibility';
import { CONTENT_TYPES, EXTENSIONS } from '../../platform/files/sniff';
import type { ReceivedFile } from '../../platform/files/upload';
import * as queries from './media.repository';
import type { StoredFileRow } from './media.repository';

const fileUrl = (id: number) => `/api/files/${id}`;

/**
 * The name a file is offered under: the uploader's stem (control characters, path parts and quotes dropped, at most
 * 100 characters) with the extension of what the bytes are, so `logo.html` holding a png downloads as `logo.png`.
 */
export function safeFileName(given: string, kind: ReceivedFile['kind']): string {
  const base = path.posix.basename(given.replace(/\\/g, '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?/\\]/g, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'file'}${EXTENSIONS[kind]}`;
}

function toDto(row: StoredFileRow): StoredFile {
  return {
    id: row.id,
    url: fileUrl(row.id),
    name: row.name,
    contentType: row.contentType as StoredFile['contentType'],
    size: row.size,
    createdDate: row.createdAt.toISOString(),
  };
}

export function createMediaService({ data, files }: { data: DataAccess; files: FileStorage }) {
  const repo = bindRepository(data, queries);
  return {
    /** Keeps a checked upload (platform/files/upload.ts) for the caller's account; answers where it is served. */
    async keep(actor: Actor, file: ReceivedFile, purpose: 'IMAGE' | 'ATTACHMENT'): Promise<StoredFile> {
      const storageKey = await files.put('files', file.bytes);
      try {
        const row = await repo.insertFile({
          accountId: owningAccount(actor),
          userId: actor.userId,
          storageKey,
          name: safeFileName(file.name, file.kind),
          contentType: CONTENT_TYPES[file.kind],
          size: file.bytes.length,
          purpose,
        });
        return toDto(row);
      } catch (err) {
        await files.remove(storageKey);
        throw err;
      }
    },

    /**
     * A file of the caller's scope; another account's answers exactly like a missing one, and so does one that became
     * part of something the caller may not see (a recharge's voucher without the wallet permission), unless it
     * uploaded the file itself.
     */
    async open(actor: Actor, id: number): Promise<{ name: string; contentType: string; stream: Readable }> {
      const row = await repo.findFile(scopeOf(actor), viewerOf(actor), id);
      if (!row) throw new AppError('STORED_FILE_NOT_FOUND', { id });
      return { name: row.name, contentType: row.contentType, stream: files.read(row.storageKey) };
    },

    /**
     * Makes a file of the account part of something guarded (the caller's module declares its `access`): from now
     * on only its uploader and holders of one of those permissions read it. False when the account has no such file.
     */
    async restrict(accountId: number, id: number, access: OwningAccess): Promise<boolean> {
      return repo.restrictFile({ kind: 'account', accountId }, id, access);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
