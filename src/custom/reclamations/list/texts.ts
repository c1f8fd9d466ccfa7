import { moduleTexts } from '../../../i18n/moduleTexts';
import type { Label } from '../../../schemas/core';
import { L } from '../../../schemas/core';

/**
 * The texts of the reclamations' list, the first screen of the portal: kept apart from the
 * module's other texts so the first list loads only these (every texts file carries all languages).
 */
export const TEXTS = {
  statistics: L('Statystyki', 'Statistics', 'Statistik', 'Statistiques'),
} as const satisfies Record<string, Label>;

/** The texts in the user's language, in a screen: `const { t } = useText()`. */
export const { useText } = moduleTexts(TEXTS);
