import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/languages';
import { switchLanguage } from '../i18n/loadLanguage';

/** The Fluent Menu of the language choice (lazy part of LanguageMenu). */
export default function LanguageMenuPopup({
  current,
  open,
  onOpenChange,
}: {
  current: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation('common');
  return (
    <Menu
      open={open}
      onOpenChange={(_e, data) => onOpenChange(data.open)}
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_e, data) => {
        const next = data.checkedItems[0];
        if (next) void switchLanguage(i18n, next);
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
