import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStaffMeta } from '../api/meta';

/** The product filter of the lists and reports: every product the server serves, or all of them (''). */
export function ProductFilter({ value, onChange }: { value: string; onChange(product: string): void }) {
  const { t } = useTranslation();
  const meta = useStaffMeta();
  return (
    <Field label={t('filters.product')}>
      <Select value={value} onChange={(_e, d) => onChange(d.value)}>
        <option value="">{t('filters.allProducts')}</option>
        {(meta.data?.products ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {t(p.name_key)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The display name of product `id` (the id itself until the list has loaded). */
export function useProductName(): (id: string) => string {
  const meta = useStaffMeta();
  const { t } = useTranslation();
  return (id) => {
    const key = meta.data?.products.find((p) => p.id === id)?.name_key;
    return key ? t(key) : id;
  };
}
