import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';
import { switchStaffLanguage } from '../i18n/staffI18n';

/** The header's language menu (English / Español), as the applicant's. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language.startsWith('es') ? 'es' : 'en';
  return (
    <Menu
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_e, data) => {
        const next = data.checkedItems[0];
        if (next) void switchStaffLanguage(i18n, next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}>
          {t(`language.${current}`)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((lng) => (
            <MenuItemRadio key={lng} name="language" value={lng} lang={lng}>
              {t(`language.${lng}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
