import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { loadStrings } from '../../i18n';
import { isCataloguePage } from '../../app/paths';
import { SupportLauncher } from './support-launcher';

const SupportWidget = lazy(() =>
  Promise.all([import('./support-widget'), loadStrings('support').catch(() => {})]).then(([m]) => ({ default: m.SupportWidget })),
);

/**
 * The support chat's entry in the shell, on every page but the catalogue pages: the launcher button
 * only. The first tap loads the widget (./support-widget.tsx: the machine, socket.io-client and its
 * words), which then stays mounted, so its conversation and socket live on across pages.
 */
export function SupportEntry() {
  const [path] = useLocation();
  const [loaded, setLoaded] = useState(false);
  const hidden = isCataloguePage(path);
  if (!loaded) return hidden ? null : <SupportLauncher expanded={false} onOpen={() => setLoaded(true)} />;
  return (
    <Suspense fallback={<SupportLauncher expanded onOpen={() => {}} />}>
      <SupportWidget hidden={hidden} startOpen />
    </Suspense>
  );
}
