/**
 * The API calls of a record's files, in the two dialects the server speaks (spec §7):
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
import type { HttpClient } from '../../dataProvider/httpClient';
import { httpClient } from '../../dataProvider/httpClient';
import { entityByName } from '../../schemas/registry';
import type { StoredFile } from './upload';

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

/** What is said of the files of one upload. */
export type UploadFields = { description: string; verificationProtocol?: boolean };

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
      uploadTarget: ({ description, verificationProtocol }) => ({
        url: '/api/reclamation/upload_files',
        data: { reclamationId: ownerId, description: described(description), verification_protocol: Boolean(verificationProtocol) },
      }),
    };
  }
  return {
    list: () => listed('/subject_files', { objectType, objectId: ownerId }),
    remove,
    href: (fileId) => `/api/file/${fileId}?${new URLSearchParams({ parent: objectType })}`,
    uploadTarget: ({ description, verificationProtocol }) => ({
      url: '/api/upload_files',
      data: { objectType, id: ownerId, description: described(description), ...(verificationProtocol === undefined ? {} : { verification_protocol: verificationProtocol }) },
    }),
  };
};
