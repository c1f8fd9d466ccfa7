import type { Setting } from './matrix';

type Member = Record<string, unknown>;
const list = (value: unknown): Member[] => (Array.isArray(value) ? (value as Member[]) : []);

/**
 * The body of POST/PUT /rolegroup: the group's own fields and its lists in the API's shapes,
 * without what the loaded group carries for display (member names, customer details, stamps).
 */
export const groupPayload = (data: Record<string, unknown>, ownFields: readonly string[]) => ({
  ...Object.fromEntries(ownFields.filter((key) => key in data).map((key) => [key, data[key]])),
  settings: list(data.settings).map((s) => {
    const { key, canRead, canModify, isForbidden } = s as Setting;
    return { key, canRead: !!canRead, canModify: !!canModify, isForbidden: !!isForbidden };
  }),
  users: list(data.users).map((u) => ({ userId: u.userId })),
  customers: list(data.customers).map((c) => ({ customerId: c.customerId })),
});
