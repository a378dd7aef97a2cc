/** A catalogue as its JSON file holds it. */
export type Tree = { [key: string]: string | Tree };

/** Every leaf key, plural forms folded into their base key (Arabic has more of them than English). */
export function catalogueKeys(tree: Tree, prefix = ''): string[] {
  return [
    ...new Set(
      Object.entries(tree).flatMap(([k, v]) => {
        const path = `${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`;
        return typeof v === 'string' ? [path] : catalogueKeys(v, `${path}.`);
      }),
    ),
  ].sort();
}

/** Every string of a catalogue. */
export function catalogueValues(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : catalogueValues(v)));
}
