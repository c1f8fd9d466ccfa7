import { describe, expect, it } from 'vitest';
import { historyText } from './historyText';
import { TEXTS } from './texts';

describe('historyText', () => {
  it('reads the texts the server writes as view texts with their values', () => {
    expect(historyText('Rejestracja: Zarejestrowana')).toEqual({ key: 'historyRegistered', params: { status: 'Zarejestrowana' } });
    expect(historyText('Status: Zarejestrowana → W analizie')).toEqual({ key: 'historyStatus', params: { from: 'Zarejestrowana', to: 'W analizie' } });
    expect(historyText('Decyzja: Uznana w całości')).toEqual({ key: 'historyDecision', params: { decision: 'Uznana w całości' } });
    expect(historyText('Plik: zdjęcie: okno.jpg')).toEqual({ key: 'historyFile', params: { name: 'zdjęcie: okno.jpg' } });
    expect(historyText('Zlecenie produkcyjne: ZP/1/2026')).toEqual({ key: 'historyProductionOrder', params: { number: 'ZP/1/2026' } });
    expect(historyText('Rozpoczęto proces „Obsługa reklamacji”')).toEqual({ key: 'historyProcessStarted', params: { process: 'Obsługa reklamacji' } });
    expect(historyText('Proces „Obsługa reklamacji” zakończony')).toEqual({ key: 'historyProcessEnded', params: { process: 'Obsługa reklamacji' } });
    expect(historyText('Proces „P”: nowe zadanie ZAD/00001/2026 „Weryfikacja”')).toEqual({ key: 'historyProcessTask', params: { process: 'P', task: 'ZAD/00001/2026', stage: 'Weryfikacja' } });
    expect(historyText('Proces „P”: zadanie ZAD/1 przekierowano do etapu „Decyzja”')).toEqual({ key: 'historyProcessRedirected', params: { process: 'P', task: 'ZAD/1', stage: 'Decyzja' } });
    expect(historyText('Proces, etap „Decyzja”: internal_comment = "ok"')).toEqual({ key: 'historyProcessSet', params: { stage: 'Decyzja', changes: 'internal_comment = "ok"' } });
  });

  it('tells a task executed or cancelled with a result from one without', () => {
    expect(historyText('Proces „P”: wykonano zadanie ZAD/1 „Decyzja”')).toEqual({ key: 'historyProcessDone', params: { process: 'P', task: 'ZAD/1', stage: 'Decyzja', result: '' } });
    expect(historyText('Proces „P”: wykonano zadanie ZAD/1 „Decyzja”: uznana')).toEqual({
      key: 'historyProcessDoneWithResult',
      params: { process: 'P', task: 'ZAD/1', stage: 'Decyzja', result: 'uznana' },
    });
    expect(historyText('Proces „P”: anulowano wykonanie zadania ZAD/1')).toEqual({ key: 'historyProcessCancelled', params: { process: 'P', task: 'ZAD/1', result: '' } });
    expect(historyText('Proces „P”: anulowano wykonanie zadania ZAD/1: pomyłka')).toMatchObject({ key: 'historyProcessCancelledWithResult', params: { result: 'pomyłka' } });
  });

  it('leaves a typed comment and unknown texts as they are', () => {
    expect(historyText('Klient dzwonił: prosi o termin')).toEqual({ text: 'Klient dzwonił: prosi o termin' });
    expect(historyText('Status zmieniony ręcznie')).toEqual({ text: 'Status zmieniony ręcznie' });
  });

  it('has each text in every language, with the same values', () => {
    const keys = ['historyRegistered', 'historyStatus', 'historyDecision', 'historyFile', 'historyProductionOrder', 'historyProcessStarted', 'historyProcessEnded', 'historyProcessTask', 'historyProcessDone', 'historyProcessDoneWithResult', 'historyProcessCancelled', 'historyProcessCancelledWithResult', 'historyProcessRedirected', 'historyProcessSet'] as const;
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keys) {
      for (const locale of ['en', 'de', 'fr'] as const) {
        expect(placeholders(TEXTS[key][locale]), `${locale}.${key}`).toEqual(placeholders(TEXTS[key].pl));
        // "Status: a → b" reads the same in Polish, English and German.
        if (key !== 'historyStatus') expect(TEXTS[key][locale], `${locale}.${key}`).not.toBe(TEXTS[key].pl);
      }
    }
  });
});
