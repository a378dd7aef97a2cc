/** A country's name in the shopper's language (Intl), else the dataset's English name. */
export function countryNamer(language: string): (countryId: string, fallback: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return (countryId, fallback) => {
    try {
      return names?.of(countryId) ?? fallback;
    } catch {
      return fallback;
    }
  };
}
