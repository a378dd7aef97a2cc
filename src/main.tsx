import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n } from './i18n';
import { storage } from './app/storage';
import { globalStyles } from './styles/theme';

globalStyles();

async function start() {
  const i18n = await createI18n(storage.get('language'));
  createRoot(document.getElementById('root')!).render(<App i18n={i18n} />);
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    // Attaches the Stately inspector to every actor (development only, never in the build).
    const { attachInspector } = await import('./app/inspect');
    await attachInspector();
  }
}

void start();
