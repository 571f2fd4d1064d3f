import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/resources';

/** Language menu of the header: English / Español; the choice is stored (preferredLanguage). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language.startsWith('es') ? 'es' : 'en';
  return (
    <Menu
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_e, data) => {
        const next = data.checkedItems[0];
        if (next) void i18n.changeLanguage(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={t('language.label')}>
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
