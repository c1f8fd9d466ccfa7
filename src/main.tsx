import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { currentLocale } from './i18n/locale';
import { createI18nProvider } from './i18n/provider';
import { prefetchSessionAndRights } from './authProvider';
import { entityViews } from './custom/views';
import { preloadView, viewOfPath } from './resources';
import { registry } from './schemas/registry';

document.documentElement.lang = currentLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Browser-history routing: the spec's paths (/login, /404, /reclcatalogs/reclreasons…) are real URLs.
// The current language's texts come first (a chunk of their own), then the portal is shown.
const texts = createI18nProvider();
// A screen of an entity (always a guarded one) gets its session check, the user's rights and its
// code asked for alongside the texts, not after the shell has started; a task later, so that the
// texts' request goes out first and is not queued behind the screen's files.
setTimeout(() => {
  const opened = viewOfPath(registry, window.location.pathname);
  if (!opened) return;
  prefetchSessionAndRights();
  preloadView(opened, entityViews[opened.entity.name]);
}, 0);
void texts.then((i18nProvider) =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={i18nProvider} />
      </BrowserRouter>
    </StrictMode>,
  ),
);
