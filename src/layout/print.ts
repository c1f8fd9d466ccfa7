/** Spec §9: the print window closes this long after printing was asked for. */
export const PRINT_TIMEOUT_MS = 1000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page the print window shows: the screen's content with the portal's styles, the shell left out. */
export const printableHtml = ({ title, lang, css, body }: { title: string; lang: string; css: string; body: string }) =>
  `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` +
  '<style>@page{margin:12mm}body{margin:0;padding:16px;background:#fff}[data-print-hide],button,.MuiToolbar-root .MuiButtonBase-root{display:none!important}' +
  '.MuiTableContainer-root,.MuiPaper-root{overflow:visible!important;box-shadow:none!important}</style>' +
  `</head><body>${body}</body></html>`;

/** Every CSS rule the page holds now (MUI's are inserted as rules, not as text). */
const pageCss = (doc: Document) =>
  Array.from(doc.styleSheets)
    .map((sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
      } catch {
        return ''; // a style sheet of another origin cannot be read
      }
    })
    .join('\n');

/**
 * The top bar's print action (spec §2): a full-screen window with the current screen's content,
 * printed, then closed automatically PRINT_TIMEOUT_MS later. False when the browser refused the
 * window (a pop-up blocker).
 */
export const printScreen = (doc: Document = document, view: Window = window): boolean => {
  const content = doc.getElementById('main-content');
  const target = view.open('', '_blank', `popup,fullscreen=yes,left=0,top=0,width=${view.screen.availWidth},height=${view.screen.availHeight}`);
  if (!target) return false;
  target.document.open();
  target.document.write(printableHtml({ title: doc.title, lang: doc.documentElement.lang || 'pl', css: pageCss(doc), body: content?.innerHTML ?? '' }));
  target.document.close();
  target.focus();
  target.print();
  view.setTimeout(() => target.close(), PRINT_TIMEOUT_MS);
  return true;
};
