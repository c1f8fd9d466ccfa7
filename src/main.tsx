import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { currentLocale } from './i18n/locale';

document.documentElement.lang = currentLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Browser-history routing: the spec's paths (/login, /404, /reclcatalogs/reclreasons…) are real URLs.
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
