// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'react-admin';
import { AdminContext, Form, ResourceContextProvider, SaveButton } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import type { StageEditorProps } from '../stageEditor/StageEditor';
import { messagesFor } from '../../../i18n';
import { serializeSettings, serializeStages } from '../../../schemas/bp/graph';
import type { Stage } from '../../../schemas/bp/stages';
import { newStage } from '../../../schemas/bp/stages';
import type { Locale } from '../../../schemas/core';
import { entityByName } from '../../../schemas/registry';
import { StagesSection } from './StagesSection';

/** The editor stands in for the real one: it shows what it was given and makes one edit. */
vi.mock('../stageEditor/StageEditor', () => ({
  StageEditor: ({ stages, settings, onChange, executors, roles, onDryRun }: StageEditorProps) => (
    <div>
      <output aria-label="stages">{stages.map((s) => s.id).join(',')}</output>
      <output aria-label="settings">{settings.map((s) => `${s.id}@${s.x}`).join(',')}</output>
      <output aria-label="people">{[...executors, ...roles].map((p) => p.name).join(',')}</output>
      <button type="button" onClick={() => onChange([...stages, stage('b')], [...settings, { id: 'b', x: 300, y: 0 }])}>
        add
      </button>
      {onDryRun && (
        <button type="button" onClick={onDryRun}>
          try
        </button>
      )}
    </div>
  ),
}));

const stage = (id: string): Stage => newStage({ id, text: `Etap ${id}` });

const DEFINITIONS = entityByName('bp_definition').menu;
const PEOPLE: Record<string, Record<string, unknown>[]> = {
  [entityByName('executor').menu]: [{ id: 3, name: 'Jan' }],
  [entityByName('executor_role').menu]: [{ id: 8, name: 'Serwis' }],
  [entityByName('reclamation').menu]: [{ id: 4, number: 'REK/00004/2026' }],
};

const dataProvider = {
  getList: async (resource: string) => ({ data: PEOPLE[resource] ?? [], total: (PEOPLE[resource] ?? []).length }),
} as unknown as DataProvider;

const renderSection = (record: Record<string, unknown>, onSubmit = vi.fn()) => {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')}>
      <ResourceContextProvider value={DEFINITIONS}>
        <Form record={{ id: 1, ...record }} onSubmit={onSubmit}>
          <StagesSection />
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
};

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('draws the saved stages and sends the edited ones as the two texts', async () => {
  const onSubmit = renderSection({ ownerObjectName: 'reclamation', stages: serializeStages([stage('a')]), stageSettingsList: serializeSettings([{ id: 'a', x: 10, y: 0 }]) });
  await screen.findByText('add');
  expect(shown('stages')).toBe('a');
  expect(shown('settings')).toBe('a@10');
  await waitFor(() => expect(shown('people')).toBe('Jan,Serwis'));
  fireEvent.click(screen.getByText('add'));
  expect(shown('stages')).toBe('a,b');
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const sent = onSubmit.mock.calls[0][0] as Record<string, unknown>;
  expect(sent.stages).toBe(serializeStages([stage('a'), stage('b')]));
  expect(sent.stageSettingsList).toBe(serializeSettings([{ id: 'a', x: 10, y: 0 }, { id: 'b', x: 300, y: 0 }]));
});

it('shows stages that do not parse as text to correct, and draws them once corrected', async () => {
  renderSection({ ownerObjectName: 'reclamation', stages: '{"stages": [', stageSettingsList: '' });
  expect(await screen.findByText(/Zapisanych etapów nie da się odczytać/)).toBeTruthy();
  const text = screen.getByRole('textbox', { name: 'Etapy' });
  fireEvent.change(text, { target: { value: serializeStages([stage('c')]) } });
  await screen.findByText('add');
  expect(shown('stages')).toBe('c');
});

const DRY_RUN = {
  steps: [
    { stageId: 'a', text: 'Oględziny', kind: 'task', taskName: 'Oględziny u klienta', dueDate: '2026-03-07T00:00:00', executorName: null, executorRoleName: 'Serwis', log: ['termin: 2 dni'] },
    { stageId: 'c', text: 'Gwarancja?', kind: 'condition', result: false, log: [] },
    { stageId: 'x', text: 'Wysyłka', kind: 'error', error: 'ReferenceError: y is not defined', log: [] },
  ],
  finished: false,
};

it('tries the stages as they are now on a chosen record of the owner type', async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ httpStatus: 200, responseData: DRY_RUN }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  renderSection({ ownerObjectName: 'reclamation', stages: serializeStages([stage('a')]), stageSettingsList: '' });
  fireEvent.click(await screen.findByText('add'));
  fireEvent.click(screen.getByText('try'));
  const dialog = await screen.findByRole('dialog', { name: 'Wypróbuj na rekordzie' });
  const run = within(dialog).getByRole('button', { name: 'Uruchom' }) as HTMLButtonElement;
  expect(run.disabled).toBe(true);
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reklamacja do próby/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'REK/00004/2026' }));
  fireEvent.click(run);
  const steps = await within(dialog).findByRole('region', { name: 'Kroki procesu' });
  const items = within(steps).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-step-kind'))).toEqual(['task', 'condition', 'error']);
  expect(items[0].textContent).toBe('1. OględzinyZadanieZadanie „Oględziny u klienta”, termin 07.03.2026 · rola: Serwistermin: 2 dni');
  expect(items[1].textContent).toBe('2. Gwarancja?WarunekWarunek: nie');
  expect(within(items[2]).getByText('ReferenceError: y is not defined')).toBeTruthy();
  expect(within(dialog).getByText('Proces zatrzymał się przed końcem.')).toBeTruthy();
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/bp_definition/dry_run');
  expect(JSON.parse(String(init.body))).toEqual({ stages: serializeStages([stage('a'), stage('b')]), ownerObjectName: 'reclamation', ownerId: 4 });
});
