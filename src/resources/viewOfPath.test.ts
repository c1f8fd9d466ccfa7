import { describe, expect, it } from 'vitest';
import { registry } from '../schemas/registry';
import { viewOfPath } from '.';

const opened = (pathname: string) => {
  const match = viewOfPath(registry, pathname);
  return match && `${match.entity.name}:${match.view}`;
};

describe('the view a path opens', () => {
  it('names the list, the create form, the edit form and the detail of an entity as react-admin routes them', () => {
    expect(opened('/reclamations')).toBe('reclamation:list');
    expect(opened('/reclamations/')).toBe('reclamation:list');
    expect(opened('/reclamations/create')).toBe('reclamation:create');
    expect(opened('/reclamations/12')).toBe('reclamation:edit');
    expect(opened('/reclamations/12/show')).toBe('reclamation:show');
  });

  it('takes the longest menu path, so a dictionary under a section is its own', () => {
    expect(opened('/reclcatalogs/deliverytypes')).toBe('delivery_type:list');
    expect(opened('/reclcatalogs/deliverytypes/3')).toBe('delivery_type:edit');
  });

  it('names nothing for the custom pages and for deeper paths', () => {
    expect(opened('/')).toBeUndefined();
    expect(opened('/reports/reportCommon/reclamations')).toBeUndefined();
    expect(opened('/mailbox')).toBeUndefined();
    expect(opened('/reclamations/12/show/extra')).toBeUndefined();
    expect(opened('/reclamations/12/history')).toBeUndefined();
  });
});
