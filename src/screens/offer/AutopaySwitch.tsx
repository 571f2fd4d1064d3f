import { useId } from 'react';
import { MessageBar, MessageBarBody, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatPercentNumber } from '../format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  alert: { alignSelf: 'stretch' },
  discount: { display: 'block', paddingLeft: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

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
  const styles = useStyles();
  const discountId = useId();
  const hasDiscount = typeof discount === 'number' && discount > 0;
  return (
    <div className={styles.root}>
      <Switch
        checked={enabled}
        aria-describedby={hasDiscount ? discountId : undefined}
        disabled={disabled}
        label={t('offer.autopay.label')}
        onChange={(_event, data) => onChange(data.checked)}
      />
      {hasDiscount && (
        <Text as="p" size={200} id={discountId} className={styles.discount}>
          {t('offer.autopay.discount', { discount: formatPercentNumber(discount) })}
        </Text>
      )}
      {enabled && (
        <MessageBar intent="success" layout="multiline" className={styles.alert}>
          <MessageBarBody>{t('offer.autopay.enabled')}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
