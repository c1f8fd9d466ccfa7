import { describe, expect, it } from 'vitest';
import { viewOfPath } from '.';
import { sampleDocument, sampleKind, samplePlain } from './testEntities';

const opened = (pathname: string) => {
  const match = viewOfPath([sampleDocument, sampleKind, samplePlain], pathname);
  return match && `${match.entity.name}:${match.view}`;
};

describe('the view a path opens', () => {
  it('names the list, the create form, the edit form and the detail of an entity as react-admin routes them', () => {
    expect(opened('/plain')).toBe('sample_plain:list');
    expect(opened('/plain/')).toBe('sample_plain:list');
    expect(opened('/plain/create')).toBe('sample_plain:create');
    expect(opened('/plain/12')).toBe('sample_plain:edit');
    expect(opened('/plain/12/show')).toBe('sample_plain:show');
  });

  it('takes the longest menu path, so a list under another one is its own', () => {
    expect(opened('/samples/documents')).toBe('sample_document:list');
    expect(opened('/samples/documents/kinds')).toBe('sample_kind:list');
    expect(opened('/samples/documents/kinds/3')).toBe('sample_kind:edit');
  });

  it('names nothing for other pages and for deeper paths', () => {
    expect(opened('/')).toBeUndefined();
    expect(opened('/samples')).toBeUndefined();
    expect(opened('/reports/plain')).toBeUndefined();
    expect(opened('/plain/12/show/extra')).toBeUndefined();
    expect(opened('/plain/12/history')).toBeUndefined();
  });
});
