import { Badge, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RuleOutcome } from '../../api/types';
import { ReasonList } from '../../parts/ReasonList';
import { Section } from '../../parts/Section';
import { DataTable } from '../../parts/DataTable';

/** Badge colour of each verdict. */
const VERDICT_COLOR = { pass: 'success', deny: 'danger', review: 'warning', skipped: 'informative' } as const;

/** Each decision rule of the product, in order, with its verdict and reason code. */
export function RulesSection({ rules, reviewReasons }: { rules: RuleOutcome[]; reviewReasons: string[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('detail.rules.title')} id="rules">
      <h3 id="review-reasons">{t('detail.rules.reviewReasons')}</h3>
      <ReasonList codes={reviewReasons} />
      <h3 id="rule-outcomes">{t('detail.rules.outcomes')}</h3>
      <DataTable aria-labelledby="rule-outcomes">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('detail.rules.rule')}</TableHeaderCell>
            <TableHeaderCell>{t('detail.rules.verdict')}</TableHeaderCell>
            <TableHeaderCell>{t('detail.rules.reason')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rules.map((rule) => (
            <TableRow key={rule.rule}>
              <TableCell>{t(`rules.${rule.rule}`, { defaultValue: rule.rule })}</TableCell>
              <TableCell style={{ whiteSpace: 'nowrap' }}>
                <Badge appearance="tint" color={VERDICT_COLOR[rule.verdict]}>
                  {t(`detail.rules.verdicts.${rule.verdict}`)}
                </Badge>
              </TableCell>
              <TableCell>{rule.reason ? <ReasonList codes={[rule.reason]} /> : '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </DataTable>
    </Section>
  );
}
