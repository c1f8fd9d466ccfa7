import { describe, expect, it } from 'vitest';
import { positionsEditable, positionsPayload, reclamationPayload } from './payload';

const OWN = ['input_date', 'doc_type', 'status', 'customer', 'comment'];

describe('reclamationPayload', () => {
  it('sends the own fields and the positions numbered by their order, nothing shown only for display', () => {
    const loaded = {
      id: 12,
      number: 'REK/2026/0012',
      input_date: '2026-03-05',
      doc_type: 1,
      status: 18,
      customer: 3,
      comment: 'Okno nie domyka się',
      possitions_description: 'OKUCIA, OKNO',
      editPossitions: true,
      createdAt: '2026-03-05T08:00:00Z',
      updatedAt: '2026-03-06T08:00:00Z',
      history: [{ id: 1, action_type: 1, description: 'Rejestracja: Zarejestrowana' }],
      possitions: [
        { id: 40, reclamation_id: 12, reclamation_subject: 7, possitionIndex: 1, code: 'OKUCIA', quantity: 2, description: ' ocieranie ' },
        { id: 41, reclamation_id: 12, reclamation_subject: 5, possitionIndex: 0, code: 'OKNO', quantity: 1, description: '' },
      ],
    };
    expect(reclamationPayload(loaded, OWN)).toEqual({
      input_date: '2026-03-05',
      doc_type: 1,
      status: 18,
      customer: 3,
      comment: 'Okno nie domyka się',
      possitions: [
        { reclamation_subject: 7, possitionIndex: 0, quantity: 2, description: 'ocieranie' },
        { reclamation_subject: 5, possitionIndex: 1, quantity: 1, description: null },
      ],
    });
  });

  it('leaves out fields the form does not carry and sends an empty position list for a new reclamation', () => {
    expect(reclamationPayload({ status: 17, doc_type: 1 }, OWN)).toEqual({ status: 17, doc_type: 1, possitions: [] });
  });

  it('does not touch the positions when the record says they may not be edited', () => {
    const payload = reclamationPayload({ status: 17, editPossitions: false, possitions: [{ reclamation_subject: 1 }] }, OWN);
    expect(payload).toEqual({ status: 17 });
    expect(payload).not.toHaveProperty('possitions');
  });
});

describe('positionsPayload', () => {
  it('defaults a missing quantity to 1 and turns numeric strings into numbers', () => {
    expect(positionsPayload([{ reclamation_subject: '4', quantity: null }, { reclamation_subject: 2, quantity: '3', description: 'x' }])).toEqual([
      { reclamation_subject: 4, possitionIndex: 0, quantity: 1, description: null },
      { reclamation_subject: 2, possitionIndex: 1, quantity: 3, description: 'x' },
    ]);
  });

  it('treats anything but a list as no positions', () => {
    expect(positionsPayload(undefined)).toEqual([]);
    expect(positionsPayload('OKNO')).toEqual([]);
    expect(positionsPayload([null, 5])).toEqual([]);
  });
});

it('positions are editable unless the record switches them off', () => {
  expect(positionsEditable(undefined)).toBe(true);
  expect(positionsEditable({})).toBe(true);
  expect(positionsEditable({ editPossitions: true })).toBe(true);
  expect(positionsEditable({ editPossitions: false })).toBe(false);
});
