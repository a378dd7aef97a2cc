import { createRoot } from 'react-dom/client';
import { createConsoleI18n } from '../i18n/console';
import { globalStyles } from '../styles/theme';
import { ConsoleApp } from './app/app';
import { consoleStyles } from './app/console-styles';
import { storedLanguage } from './app/language';
import { staffToken } from './app/staff-token';

/** The back-office console's entry (admin.html, served for /admin and /admin/*). */
globalStyles();
consoleStyles();
staffToken.load();

async function start() {
  const i18n = await createConsoleI18n(storedLanguage());
  createRoot(document.getElementById('root')!).render(<ConsoleApp i18n={i18n} />);
}

void start();
