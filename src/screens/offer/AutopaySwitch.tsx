import { useId } from 'react';
import { MessageBar, MessageBarBody, Switch, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatPercentNumber } from '../format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  alert: { alignSelf: 'stretch' },
  // The indicator sits on the content's left edge, like the offer cards and buttons above and below.
  indicator: { marginLeft: 0 },
  discount: {
    display: 'block',
    marginTop: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  discountDisabled: { color: tokens.colorNeutralForegroundDisabled },
});

/**
 * The "Automatic payments" switch with the APR discount it earns ("Save 0.50% on your APR") as
 * a second, smaller line of the switch's label: it sits right under the label text and wraps
 * with it, never under the toggle. The switch is named by the first line and described by the
 * second. When on, a confirmation alert says so.
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
  const labelId = useId();
  const discountId = useId();
  const hasDiscount = typeof discount === 'number' && discount > 0;
  return (
    <div className={styles.root}>
      <Switch
        checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={hasDiscount ? discountId : undefined}
        disabled={disabled}
        indicator={{ className: styles.indicator }}
        label={
          <>
            <span id={labelId}>{t('offer:autopay.label')}</span>
            {hasDiscount && (
              <span id={discountId} className={mergeClasses(styles.discount, disabled && styles.discountDisabled)}>
                {t('offer:autopay.discount', { discount: formatPercentNumber(discount) })}
              </span>
            )}
          </>
        }
        onChange={(_event, data) => onChange(data.checked)}
      />
      {enabled && (
        <MessageBar intent="success" layout="multiline" className={styles.alert}>
          <MessageBarBody>{t('offer:autopay.enabled')}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
