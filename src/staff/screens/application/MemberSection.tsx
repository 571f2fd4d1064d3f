import { TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MemberFacts } from '../../api/types';
import { formatDay, formatMoney } from '../../format';
import { Facts } from '../../parts/Facts';
import { Section } from '../../parts/Section';
import { DataTable } from '../../parts/DataTable';

/** The member facts the rules read: membership, deposits, accounts and loans from core banking. */
export function MemberSection({ member }: { member: MemberFacts | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('detail.member.title')} id="member">
      {!member ? (
        <p>{t('detail.member.none')}</p>
      ) : (
        <>
          <Facts
            items={[
              [t('detail.member.id'), member.member_id],
              [t('detail.member.since'), formatDay(member.member_since, i18n.language)],
              [t('detail.member.months'), String(member.membership_months)],
              [t('detail.member.deposits'), formatMoney(member.monthly_direct_deposits)],
              [t('detail.member.military'), member.military_covered ? t('common.yes') : t('common.no')],
              [t('detail.member.status'), t(`detail.member.statuses.${member.core_banking_status}`, { defaultValue: member.core_banking_status })],
            ]}
          />
          <h3 id="member-accounts">{t('detail.member.accounts')}</h3>
          {member.accounts.length ? (
            <DataTable aria-labelledby="member-accounts">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('detail.member.accountType')}</TableHeaderCell>
                  <TableHeaderCell>{t('detail.member.accountDescription')}</TableHeaderCell>
                  <TableHeaderCell>{t('detail.member.accountNumber')}</TableHeaderCell>
                  <TableHeaderCell>{t('detail.member.balance')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {member.accounts.map((a) => (
                  <TableRow key={`${a.type}-${a.last_four}`}>
                    <TableCell>{t(`detail.member.accountTypes.${a.type}`, { defaultValue: a.type })}</TableCell>
                    <TableCell>{a.description}</TableCell>
                    <TableCell>…{a.last_four}</TableCell>
                    <TableCell>{formatMoney(a.balance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DataTable>
          ) : (
            <p>{t('common.none')}</p>
          )}
          <h3 id="member-loans">{t('detail.member.loans')}</h3>
          {member.loans.length ? (
            <DataTable aria-labelledby="member-loans">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('detail.member.loanProduct')}</TableHeaderCell>
                  <TableHeaderCell>{t('detail.member.opened')}</TableHeaderCell>
                  <TableHeaderCell>{t('detail.member.closed')}</TableHeaderCell>
                  <TableHeaderCell>{t('detail.member.amount')}</TableHeaderCell>
                  <TableHeaderCell>{t('detail.member.pastDue')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {member.loans.map((l) => (
                  <TableRow key={`${l.product}-${l.opened_on}`}>
                    <TableCell>{t(`detail.member.loanProducts.${l.product}`, { defaultValue: l.product })}</TableCell>
                    <TableCell>{formatDay(l.opened_on, i18n.language)}</TableCell>
                    <TableCell>{l.closed_on ? formatDay(l.closed_on, i18n.language) : t('detail.member.open')}</TableCell>
                    <TableCell>{formatMoney(l.amount)}</TableCell>
                    <TableCell>{t('detail.member.days', { count: l.days_past_due })}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DataTable>
          ) : (
            <p>{t('common.none')}</p>
          )}
        </>
      )}
    </Section>
  );
}
