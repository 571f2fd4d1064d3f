import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../flow/FlowContext';
import { useBrand } from '../services/brand';

/** The page title: `<product name> | <institution>`, in the current language. */
export function documentTitle(productName: string, institution: string): string {
  return `${productName} | ${institution}`;
}

/** Keeps `document.title` at {@link documentTitle} of the active flow's name and the brand. */
export function useDocumentTitle(): void {
  const { flow } = useFlow();
  const brand = useBrand();
  const { t, i18n } = useTranslation();
  const title = documentTitle(t(flow.name), brand.institutionName);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
