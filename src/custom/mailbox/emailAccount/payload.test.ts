import { expect, it } from 'vitest';
import { accountPayload } from './payload';

it('sends a typed password and leaves out an empty one and hasPassword', () => {
  expect(accountPayload({ name: 'Biuro', password: 'nowe-hasło', hasPassword: true })).toEqual({ name: 'Biuro', password: 'nowe-hasło' });
  expect(accountPayload({ name: 'Biuro', password: '', hasPassword: true })).toEqual({ name: 'Biuro' });
  expect(accountPayload({ name: 'Biuro', password: null })).toEqual({ name: 'Biuro' });
  expect(accountPayload({ name: 'Biuro' })).toEqual({ name: 'Biuro' });
});
