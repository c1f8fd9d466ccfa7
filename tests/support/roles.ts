import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow } from './entities';
import type { Api, OkBody, Row, TestApp } from './testApp';
import { api } from './testApp';

export const ROLES = ['anonymous', 'noRights', 'readOnly', 'client', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_PASSWORD = 'Role-pass-123';

let serial = 0;

/**
 * The people the rights tests act as, made through the API as the administrator would:
 * a staff user in no group, a staff user whose group reads everything, and a client user
 * whose client group may read and change customers, reclamations, orders, offer requests and delivery documents of customer A only.
 */
export const setUpRoles = async (t: TestApp) => {
  const admin = api(t.app, await t.login());
  const addUser = async (name: string, userType: number) => {
    const email = `role${++serial}.${Date.now()}@example.pl`;
    const res = await admin.post<OkBody<Row>>('/api/adduser', { name, email, password: ROLE_PASSWORD, user_status: 1, user_type: userType });
    if (res.status !== 200) throw new Error(`adduser: ${res.status} ${JSON.stringify(res.body)}`);
    return { id: res.body.responseData.id, email };
  };
  const addGroup = async (body: Record<string, unknown>) => {
    const res = await admin.post<OkBody<Row>>('/api/rolegroup', body);
    if (res.status !== 200) throw new Error(`rolegroup: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.responseData.id;
  };

  const users = { noRights: await addUser('Bez uprawnień', 1), readOnly: await addUser('Tylko odczyt', 1), client: await addUser('Klient Portalu', 2) };
  const customerA = await createRow(admin, customer, await buildRecord(admin, customer));
  const customerB = await createRow(admin, customer, await buildRecord(admin, customer));
  const readGroupId = await addGroup({ description: 'Odczyt wszystkiego', settings: [{ key: '*', canRead: true }], users: [{ userId: users.readOnly.id }] });
  const clientGroupId = await addGroup({
    description: 'Klienci A',
    user_type: 2,
    settings: [
      { key: 'customers', canRead: true, canModify: true },
      { key: 'reclamations', canRead: true, canModify: true },
      { key: 'orders', canRead: true, canModify: true },
      { key: 'customerRequests', canRead: true, canModify: true },
      { key: 'deliveryDocuments', canRead: true, canModify: true },
    ],
    customers: [{ customerId: customerA.id }],
    users: [{ userId: users.client.id }],
  });

  const cookies: Record<Role, string | undefined> = {
    anonymous: undefined,
    noRights: await t.login(users.noRights.email, ROLE_PASSWORD),
    readOnly: await t.login(users.readOnly.email, ROLE_PASSWORD),
    client: await t.login(users.client.email, ROLE_PASSWORD),
    admin: await t.login(),
  };
  const as = (role: Role): Api => api(t.app, cookies[role]);

  /** Adds a customer to the client group, so the client user may touch it. */
  const grantCustomer = async (customerId: number) => {
    const group = await admin.get<OkBody<{ customers: { customerId: number }[] }>>(`/api/rolegroup/${clientGroupId}`);
    const customers = [...group.body.responseData.customers.map((c) => ({ customerId: c.customerId })), { customerId }];
    const res = await admin.put(`/api/rolegroup/${clientGroupId}`, { customers });
    if (res.status !== 200) throw new Error(`grant: ${res.status} ${JSON.stringify(res.body)}`);
  };

  return { admin, as, cookies, users, customerA, customerB, readGroupId, clientGroupId, grantCustomer };
};
