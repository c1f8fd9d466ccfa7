import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { currentLocale } from './i18n/locale';
import { createI18nProvider } from './i18n/provider';

document.documentElement.lang = currentLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Browser-history routing: the spec's paths (/login, /404, /reclcatalogs/reclreasons…) are real URLs.
// The current language's texts come first (a chunk of their own), then the portal is shown.
void createI18nProvider().then((i18nProvider) =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={i18nProvider} />
      </BrowserRouter>
    </StrictMode>,
  ),
);
