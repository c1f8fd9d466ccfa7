import { expect, it } from 'vitest';
import { groupPayload } from './payload';

it('sends the group fields and the lists in the API shapes only', () => {
  const loaded = {
    id: 7,
    description: 'Handlowcy',
    user_type: 2,
    all_clients_access: false,
    createdAt: '2024-01-01T00:00:00Z',
    settings: [{ key: 'customers', canRead: true, canModify: false, isForbidden: false }],
    users: [{ userId: 3, name: 'Anna', email: 'anna@example.com' }],
    customers: [{ customerId: 5, customer: { name: 'ACME', abbreviation: 'AC', nip: '', email: '' } }],
  };
  expect(groupPayload(loaded, ['description', 'user_type', 'all_clients_access'])).toEqual({
    description: 'Handlowcy',
    user_type: 2,
    all_clients_access: false,
    settings: [{ key: 'customers', canRead: true, canModify: false, isForbidden: false }],
    users: [{ userId: 3 }],
    customers: [{ customerId: 5 }],
  });
});

it('sends empty lists for a group without any', () => {
  expect(groupPayload({ description: 'x' }, ['description', 'user_type'])).toEqual({ description: 'x', settings: [], users: [], customers: [] });
});
