// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../i18n';
import type { Stage, StageSetting } from '../../../schemas/bp/stages';
import type { Locale } from '../../../schemas/core';
import { blankStage } from './editorModel';
import { StageEditor } from './StageEditor';

// What React Flow and CodeMirror measure with, which jsdom does not have.
beforeAll(() => {
  class ResizeObserverStub {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  }
  class DOMMatrixReadOnlyStub {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnlyStub);
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 80 },
    offsetWidth: { configurable: true, get: () => 220 },
  });
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Object.defineProperty(SVGElement.prototype, 'getBBox', { configurable: true, value: () => new DOMRect() });
});

const stage = (id: string, text: string, next: string | null = null, extra: Partial<Stage> = {}): Stage => ({ ...blankStage(id, text, false), next, ...extra });

const changes = vi.fn<(stages: Stage[], settings: StageSetting[]) => void>();

/** The editor as a definition form holds it: both lists in state, every change also reported. */
const Editor = ({ initial }: { initial: Stage[] }) => {
  const [graph, setGraph] = useState<{ stages: Stage[]; settings: StageSetting[] }>({ stages: initial, settings: [] });
  return (
    <StageEditor
      stages={graph.stages}
      settings={graph.settings}
      executors={[{ id: 7, name: 'Anna Nowak' }]}
      roles={[{ id: 3, name: 'Serwis' }]}
      onChange={(stages, settings) => {
        changes(stages, settings);
        setGraph({ stages, settings });
      }}
    />
  );
};

const renderEditor = (initial: Stage[]) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <Editor initial={initial} />
    </AdminContext>,
  );

const PROCESS = [stage('s1', 'Przyjęcie reklamacji', 's2', { executorId: 7, executionTerm: 3 }), stage('s2', 'Decyzja serwisu', null, { executorRoleId: 3 })];
const node = (id: string) => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
const lastChange = () => changes.mock.lastCall!;

afterEach(() => {
  cleanup();
  changes.mockClear();
});

it('draws a node per stage with its start mark, term and executor', async () => {
  renderEditor(PROCESS);
  await waitFor(() => expect(node('s2')).not.toBeNull());
  const first = within(node('s1')!);
  expect(first.getByText('Przyjęcie reklamacji')).toBeTruthy();
  expect(first.getByText('Start')).toBeTruthy();
  expect(first.getByText('3 dni · Anna Nowak')).toBeTruthy();
  expect(within(node('s2')!).getByText('termin: dziś · rola: Serwis')).toBeTruthy();
  expect(screen.getByText('Schemat procesu jest poprawny')).toBeTruthy();
});

it('shows a problem for a stage whose next stage does not exist, and marks the stage', async () => {
  renderEditor([stage('s1', 'Przyjęcie reklamacji', 'ghost')]);
  expect(await screen.findByText('Etap „Przyjęcie reklamacji” prowadzi do nieistniejącego etapu ghost')).toBeTruthy();
  expect(node('s1')!.querySelector('[data-testid="ErrorOutlineIcon"]')).not.toBeNull();
});

it('adds a stage with "Dodaj etap", and selects it for editing', async () => {
  renderEditor(PROCESS);
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj etap' }));
  const [stages, settings] = lastChange();
  expect(stages).toHaveLength(3);
  expect(stages[2]).toMatchObject({ id: 's3', text: 'Nowy etap', isCondition: false });
  expect(settings.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
  expect(await screen.findByRole('textbox', { name: 'Nazwa etapu' })).toHaveProperty('value', 'Nowy etap');
});

it('adds a condition with "Dodaj warunek", flagged until it has code', async () => {
  renderEditor(PROCESS);
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj warunek' }));
  expect(lastChange()[0][2]).toMatchObject({ id: 's3', isCondition: true, conditionCode: '' });
  expect(await screen.findByText('Warunek „Nowy warunek” nie ma kodu warunku')).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Kod warunku' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Kod przed wykonaniem' })).toBeNull();
});

it('shows the chosen stage in the side panel and edits it there', async () => {
  renderEditor(PROCESS);
  await waitFor(() => expect(node('s1')).not.toBeNull());
  expect(screen.getByText('Wybierz etap na schemacie, aby go edytować.')).toBeTruthy();
  act(() => fireEvent.click(node('s1')!));
  const name = await screen.findByRole('textbox', { name: 'Nazwa etapu' });
  expect(name).toHaveProperty('value', 'Przyjęcie reklamacji');
  expect(screen.getByRole('textbox', { name: 'Kod przed wykonaniem' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Kod przy wykonaniu' })).toBeTruthy();
  fireEvent.change(name, { target: { value: 'Przyjęcie zgłoszenia' } });
  expect(lastChange()[0][0].text).toBe('Przyjęcie zgłoszenia');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Termin wykonania (dni)' }), { target: { value: '5' } });
  expect(lastChange()[0][0].executionTerm).toBe(5);
});

it('deletes the chosen stage from the panel and clears the exits that led to it', async () => {
  renderEditor(PROCESS);
  await waitFor(() => expect(node('s2')).not.toBeNull());
  act(() => fireEvent.click(node('s2')!));
  fireEvent.click(await screen.findByRole('button', { name: 'Usuń etap' }));
  const [stages, settings] = lastChange();
  expect(stages.map((s) => [s.id, s.next])).toEqual([['s1', null]]);
  expect(settings.map((s) => s.id)).toEqual(['s1']);
});

it('deletes the selected stage with the Delete key', async () => {
  renderEditor(PROCESS);
  await waitFor(() => expect(node('s2')).not.toBeNull());
  act(() => fireEvent.click(node('s2')!));
  await screen.findByRole('textbox', { name: 'Nazwa etapu' });
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nazwa etapu' }), { key: 'Delete' });
  expect(changes.mock.calls.some(([stages]) => stages.length === 1)).toBe(false);
  fireEvent.keyDown(document.body, { key: 'Delete' });
  await waitFor(() => expect(lastChange()[0].map((s) => [s.id, s.next])).toEqual([['s1', null]]));
});

it('undoes and redoes with the toolbar and the keyboard', async () => {
  renderEditor(PROCESS);
  const undo = screen.getByRole('button', { name: 'Cofnij (Ctrl+Z)' });
  const redo = screen.getByRole('button', { name: 'Ponów (Ctrl+Shift+Z)' });
  expect(undo).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj etap' }));
  expect(lastChange()[0]).toHaveLength(3);
  fireEvent.click(undo);
  expect(lastChange()[0].map((s) => s.id)).toEqual(['s1', 's2']);
  await waitFor(() => expect(node('s3')).toBeNull());
  fireEvent.click(redo);
  expect(lastChange()[0].map((s) => s.id)).toEqual(['s1', 's2', 's3']);
  fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
  expect(lastChange()[0]).toHaveLength(2);
  fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
  expect(lastChange()[0]).toHaveLength(3);
});

it('lays the stages out again on "Układ automatyczny"', () => {
  renderEditor(PROCESS);
  fireEvent.click(screen.getByRole('button', { name: 'Układ automatyczny' }));
  const [, settings] = lastChange();
  expect(settings[0].y).toBeLessThan(settings[1].y);
});

it('offers a dry run only when asked, and changes nothing when read-only', () => {
  const dryRun = vi.fn();
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <StageEditor stages={PROCESS} settings={[]} executors={[]} roles={[]} onChange={changes} readOnly onDryRun={dryRun} />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Wypróbuj na rekordzie' }));
  expect(dryRun).toHaveBeenCalledOnce();
  expect(screen.getByRole('button', { name: 'Dodaj etap' })).toHaveProperty('disabled', true);
  expect(changes).not.toHaveBeenCalled();
});
