import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FR_DEPARTEMENTS_FILE, frenchDepartements } from '../../../scripts/lib/fr-departements';

describe('npm run data:fr-departements', () => {
  it('the committed départements are the ones ISO 3166-2:FR gives in the installed iso-3166 (else: run it)', () => {
    expect(JSON.parse(readFileSync(FR_DEPARTEMENTS_FILE, 'utf8'))).toEqual(frenchDepartements());
  });
});
