/**
 * The generic calls of records beyond their own reads and writes (spec §4, §7):
 *
 *   change log        GET  /api/object_version?objectType&objectId, GET /api/object_version/{id}
 *   deletion mark     POST /api/order/change_deletion_mark { orderId }, POST /api/customer_request/change_deletion_mark { id }
 *
 * and the calls of a record's files, in the two dialects the server speaks:
 *
 *   reclamation (its own calls, as the spec names them for reclamations)
 *     list    POST   /api/reclamation/subject_files   { reclamationId }
 *     upload  POST   /api/reclamation/upload_files    data { reclamationId, description, verification_protocol }, then files
 *     open    GET    /api/reclamation/file/{id}
 *     delete  DELETE /api/file/{id}?parent=reclamation
 *
 *   generic (orders, offer requests and their comments)
 *     list    POST   /api/subject_files               { objectType, objectId }
 *     upload  POST   /api/upload_files                data { objectType, id, description }, then files
 *     open    GET    /api/file/{id}?parent={objectType}
 *     delete  DELETE /api/file/{id}?parent={objectType}
 *
 * Files open in the browser for pdf, jpeg and png and are downloaded otherwise (the server decides).
 */
import { entityByName } from '../schemas/registry';
import type { HttpClient } from './httpClient';
import { apiData, httpClient } from './httpClient';

/** A file of a record as the file lists answer it (never its bytes). */
export type StoredFile = {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  description: string | null;
  /** The one mark a file may carry (a reclamation's verification protocol): see `fileMarked`. */
  verification_protocol: boolean;
  created_by_name: string | null;
  createdAt: string;
};

/** One version of a record in its change log: who did what and when, and which fields changed. */
export type RecordVersion = { id: number; version: number; action: string; changes: { field: string; from: unknown; to: unknown }[]; userName: string | null; createdAt: string };

/** The records whose versions the server keeps (orders and offer requests). */
export type VersionedType = 'order' | 'customer_request';

/** `GET /api/object_version`: a record's versions. */
export const fetchVersions = async (objectType: VersionedType, objectId: number | string): Promise<RecordVersion[]> =>
  apiData<RecordVersion[]>('/object_version', { query: { objectType, objectId } });

/** `GET /api/object_version/{id}`: one version with the record's data as it then was. */
export const fetchVersion = async (id: number): Promise<RecordVersion & { data: Record<string, unknown> }> =>
  apiData<RecordVersion & { data: Record<string, unknown> }>(`/object_version/${id}`);

/** Marks an order for deletion, or restores a marked one. */
export const toggleOrderDeletionMark = (order: { id: number | string; version?: unknown }): Promise<unknown> =>
  httpClient('/order/change_deletion_mark', { method: 'POST', body: { orderId: order.id }, version: order.version });

/** Marks an offer request for deletion, or restores a marked one. */
export const toggleRequestDeletionMark = (request: { id: number | string; version?: unknown }): Promise<unknown> =>
  httpClient('/customer_request/change_deletion_mark', { method: 'POST', body: { id: request.id }, version: request.version });

/** The records files may belong to (the server's `OWNERS`). */
export type FileOwnerType = 'reclamation' | 'order' | 'customer_request' | 'customer_request_comment' | 'task';

/** The entity whose module rights govern an owner's files: a comment's files are its offer request's. */
const GOVERNING_ENTITY: Record<FileOwnerType, string> = {
  reclamation: 'reclamation',
  order: 'sales_order',
  customer_request: 'customer_request',
  customer_request_comment: 'customer_request',
  task: 'task',
};

/** The react-admin resource whose rights (read to list and open, modify to add and delete) an owner's files need. */
export const filesResource = (objectType: FileOwnerType): string => entityByName(GOVERNING_ENTITY[objectType]).menu;

/** Whether a file carries the one mark files may carry (the server's `verification_protocol`). */
export const fileMarked = (file: StoredFile): boolean => file.verification_protocol;

/** What is said of the files of one upload: their description and, where the owner's files are marked, whether they carry the mark. */
export type UploadFields = { description: string; marked?: boolean };

export type FileCalls = {
  list: () => Promise<StoredFile[]>;
  remove: (fileId: number) => Promise<unknown>;
  /** The address a file opens at (a link, so the browser shows or downloads it). */
  href: (fileId: number) => string;
  /** Where an upload goes and its `data` part, for `uploadFiles`. */
  uploadTarget: (fields: UploadFields) => { url: string; data: Record<string, unknown> };
};

const described = (description: string) => description.trim() || null;

/** The file calls of one owner; reclamations keep their own dialect, every other owner the generic one. */
export const fileCalls = (objectType: FileOwnerType, ownerId: number, http: HttpClient = httpClient): FileCalls => {
  const remove = (fileId: number) => http(`/file/${fileId}`, { method: 'DELETE', query: { parent: objectType } });
  const listed = async (path: string, body: Record<string, unknown>) => ((await http(path, { method: 'POST', body })) as { responseData: StoredFile[] }).responseData;
  if (objectType === 'reclamation') {
    return {
      list: () => listed('/reclamation/subject_files', { reclamationId: ownerId }),
      remove,
      href: (fileId) => `/api/reclamation/file/${fileId}`,
      uploadTarget: ({ description, marked }) => ({
        url: '/api/reclamation/upload_files',
        data: { reclamationId: ownerId, description: described(description), verification_protocol: Boolean(marked) },
      }),
    };
  }
  return {
    list: () => listed('/subject_files', { objectType, objectId: ownerId }),
    remove,
    href: (fileId) => `/api/file/${fileId}?${new URLSearchParams({ parent: objectType })}`,
    uploadTarget: ({ description, marked }) => ({
      url: '/api/upload_files',
      data: { objectType, id: ownerId, description: described(description), ...(marked === undefined ? {} : { verification_protocol: marked }) },
    }),
  };
};

/** One entry of a record's audit (`GET /api/audit`): who changed what and when, from where. */
export type AuditEntry = {
  id: number;
  version: number;
  action: 'create' | 'update' | 'delete';
  at: string;
  userId: number | null;
  userName: string | null;
  source: string;
  changes: { field: string; from: unknown; to: unknown }[];
  lines: { field: string; added: Record<string, unknown>[]; removed: Record<string, unknown>[]; changed: { line: number; changes: { field: string; from: unknown; to: unknown }[] }[] }[];
};

/** A page of a record's audit, newest first. */
export const fetchAudit = (entity: string, id: number | string, page = 1, limit = 25): Promise<{ rows: AuditEntry[]; count: number }> =>
  apiData<{ rows: AuditEntry[]; count: number }>('/audit', { query: { entity, id, page, limit } });
