import { describe, expect, it } from 'vitest';
import { idInPath, restEndpoints, verbEndpoints } from './endpoints';

describe('endpoint helpers', () => {
  it('builds the verb dialect with plural get-all and body ids', () => {
    expect(verbEndpoints('reclamationstatus')).toEqual({
      list: { method: 'GET', path: '/getallreclamationstatuses' },
      getOne: { method: 'GET', path: '/getreclamationstatus/:id' },
      create: { method: 'POST', path: '/createreclamationstatus' },
      update: { method: 'PUT', path: '/updatereclamationstatus' },
      delete: { method: 'POST', path: '/deletereclamationstatus' },
    });
  });
  it('deletes by DELETE with the id in the path when asked', () => {
    const endpoints = verbEndpoints('deliverytype', { deleteBy: 'DELETE' });
    expect(endpoints.delete).toEqual({ method: 'DELETE', path: '/deletedeliverytype/:id' });
    expect(idInPath(endpoints.delete)).toBe(true);
    expect(idInPath(endpoints.update)).toBe(false);
  });
  it('builds the REST dialect', () => {
    expect(restEndpoints('customer').update).toEqual({ method: 'PUT', path: '/customer/:id' });
    expect(restEndpoints('customer').list).toEqual({ method: 'GET', path: '/customer' });
  });
});
