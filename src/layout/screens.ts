import { EXTRA_MENU } from './extraMenu';

/**
 * The shell's screens that are no entity's, as the tab strip knows them (spec §2 "Shell": a tab
 * for every visited named route): the menu's own screens (the dashboards and analyses, the
 * reports, the mailbox; a screen added to the menu has its tab with nothing more) and the screens
 * opened from other screens. Each names its address, the access key that lets a user open it,
 * its title (a translation key) and the query parameters that tell one of its views from
 * another (each such view is a tab of its own).
 */
export type ScreenRoute = { readonly path: string; readonly access: string; readonly title: string; readonly keys?: readonly string[] };

/** Screens no menu entry opens: each is reached from another screen. */
const OPENED_FROM_SCREENS: readonly ScreenRoute[] = [
  { path: 'reclamations-statistics', access: 'reclamations', title: 'app.screens.reclamationsStatistics' },
  // One received message (MailboxPage opens `/email-details?account=&box=&uid=`).
  { path: 'email-details', access: 'mailbox', title: 'app.mailMenu.message', keys: ['account', 'box', 'uid'] },
];

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...EXTRA_MENU.flatMap((group) => group.entries.map((entry) => ({ path: entry.path, access: entry.access, title: entry.label }))),
  ...OPENED_FROM_SCREENS,
];
