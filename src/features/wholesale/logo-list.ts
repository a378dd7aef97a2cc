/**
 * The custom-logo page's list asks to load again when a logo was uploaded (the upload's wiring
 * module tells it); the page subscribes while it is shown.
 */
const listeners = new Set<() => void>();
export const logoList = {
  reload: () => listeners.forEach((l) => l()),
  onReload(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
