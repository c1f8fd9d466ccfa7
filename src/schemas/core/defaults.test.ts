import { describe, expect, it } from 'vitest';
import { documentNumerator } from '../entities/documentNumerator';
import { firm } from '../entities/firm';
import { defaultRecord } from './defaults';
import { defineEntity } from './defineEntity';
import { verbEndpoints } from './endpoints';

describe('defaultRecord', () => {
  it('takes the defaults the schemas declare', () => {
    expect(defaultRecord(firm)).toEqual({ country: 'Polska', isDefault: false });
    expect(defaultRecord(documentNumerator)).toMatchObject({ format: '{prefix}/{number}/{year}', padding: 6, resetPeriod: 'year', lastNumber: 0, active: true });
  });
  it('resolves today and now against the given moment', () => {
    const L = { pl: 'x', en: 'x', de: 'x', fr: 'x' };
    const entity = defineEntity({
      name: 'dated',
      label: { one: L, many: L, create: L },
      menu: 'x/dated',
      endpoints: verbEndpoints('dated'),
      recordRepresentation: 'id',
      fields: { id: { type: 'id' }, day: { type: 'date', label: L, default: 'today' }, at: { type: 'datetime', label: L, default: 'now' } },
    });
    const now = new Date(2026, 10, 22, 8, 30);
    expect(defaultRecord(entity, now)).toEqual({ day: '2026-11-22', at: now.toISOString() });
  });
});
