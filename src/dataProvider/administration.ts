/** The administration's calls beyond the records' own (spec §7 "Role groups"). */
import type { Label } from '../schemas/core';
import { apiData } from './httpClient';

/** One access key a role group can set, as GET /api/rolegroupsettings lists it. */
export type AccessKeySetting = { key: string; label: Label; clientAccess: boolean };

/** GET /api/rolegroupsettings: every access key, the rows of the rights matrix. */
export const fetchAccessKeys = async (): Promise<AccessKeySetting[]> => apiData<AccessKeySetting[]>('/rolegroupsettings');
