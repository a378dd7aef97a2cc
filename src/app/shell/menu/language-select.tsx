import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { LANGUAGES } from '../../../../contract/constants';
import { changeLanguage, isLanguage } from '../../../i18n';
import { styled } from '../../../styles/theme';
import { storage } from '../../storage';

const Select = styled('select', {
  width: '100%',
  minHeight: '$tap',
  paddingInline: '$3',
  borderRadius: '$md',
  border: '1px solid $line',
  backgroundColor: '$surface',
  fontSize: '$md',
});

const Label = styled('label', {
  display: 'block',
  marginBottom: '$3',
  fontSize: '$sm',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: '$inkFaint',
});

/** The language select: switches the catalogues (Arabic turns the page right-to-left) and remembers the choice. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{t('menu.language')}</Label>
      <Select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          const code = e.target.value;
          if (!isLanguage(code)) return;
          storage.set('language', code);
          void changeLanguage(i18n, code);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
