import type { TextKey } from './texts';
import { hasText } from './texts';

/**
 * The server writes a reclamation's history in Polish, as the legacy API stores it ("Status:
 * Zarejestrowana → W analizie"). The screen reads the entries it recognises in the user's
 * language: the words are translated, the values (a status, a file's name, a task's number) are
 * data and stay as written. Anything else (a comment someone typed) is shown as it is.
 */
/** A recognised entry names its text in ./texts.ts. */
export type HistoryText = { key: TextKey; params: Record<string, string> } | { text: string };

type Pattern = { re: RegExp; key: TextKey; names: readonly string[] };

// The texts of server/modules/reclamations/routes/reclamations.ts, files.ts, entityHooks.ts and services/workflow/engine.ts.
const PATTERNS: readonly Pattern[] = [
  { re: /^Rejestracja: (.*)$/s, key: 'historyRegistered', names: ['status'] },
  { re: /^Status: (.*) → (.*)$/s, key: 'historyStatus', names: ['from', 'to'] },
  { re: /^Decyzja: (.*)$/s, key: 'historyDecision', names: ['decision'] },
  { re: /^Plik: (.*)$/s, key: 'historyFile', names: ['name'] },
  { re: /^Zlecenie produkcyjne: (.*)$/s, key: 'historyProductionOrder', names: ['number'] },
  { re: /^Rozpoczęto proces „(.*)”$/s, key: 'historyProcessStarted', names: ['process'] },
  { re: /^Proces „(.*)” zakończony$/s, key: 'historyProcessEnded', names: ['process'] },
  { re: /^Proces „(.*)”: nowe zadanie (\S+) „(.*)”$/s, key: 'historyProcessTask', names: ['process', 'task', 'stage'] },
  { re: /^Proces „(.*)”: wykonano zadanie (\S+) „(.*?)”(?:: (.*))?$/s, key: 'historyProcessDone', names: ['process', 'task', 'stage', 'result'] },
  { re: /^Proces „(.*)”: anulowano wykonanie zadania (\S+)(?:: (.*))?$/s, key: 'historyProcessCancelled', names: ['process', 'task', 'result'] },
  { re: /^Proces „(.*)”: zadanie (\S+) przekierowano do etapu „(.*)”$/s, key: 'historyProcessRedirected', names: ['process', 'task', 'stage'] },
  { re: /^Proces, etap „(.*?)”: (.*)$/s, key: 'historyProcessSet', names: ['stage', 'changes'] },
];

/** What a history entry's description reads as: a text of ./texts.ts with its values, or the text itself. */
export const historyText = (description: string): HistoryText => {
  for (const { re, key, names } of PATTERNS) {
    const match = re.exec(description);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    // A task's result, when there is one, follows after a colon.
    const withResult = `${key}WithResult`;
    return { key: params.result && hasText(withResult) ? withResult : key, params };
  }
  return { text: description };
};
