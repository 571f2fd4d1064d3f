import { MessageBar, MessageBarBody, Switch, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatPercentNumber } from '../format';

/**
 * The "Automatic payments" switch with the APR discount it earns ("Save 0.50% on your APR");
 * when on, a confirmation alert says so.
 */
export function AutopaySwitch({
  enabled,
  discount,
  disabled,
  onChange,
}: {
  enabled: boolean;
  discount: number | undefined;
  disabled?: boolean;
  onChange(enabled: boolean): void;
}) {
  const { t } = useTranslation('screens');
  return (
    <div>
      <Switch
        checked={enabled}
        disabled={disabled}
        label={t('offer.autopay.label')}
        onChange={(_event, data) => onChange(data.checked)}
      />
      {typeof discount === 'number' && discount > 0 && (
        <Text as="p" size={200}>
          {t('offer.autopay.discount', { discount: formatPercentNumber(discount) })}
        </Text>
      )}
      {enabled && (
        <MessageBar intent="success">
          <MessageBarBody>{t('offer.autopay.enabled')}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
