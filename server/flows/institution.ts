import type { NoticeInstitution } from '../domain/notices';
import type { Product } from './product';

/** The creditor of a product: `institution` of its product file, else INSTITUTION_NAME with no address. */
export function institutionOf(product: Product, fallbackName: string): NoticeInstitution & { phone: string } {
  const configured = product.config.institution as Partial<NoticeInstitution> | undefined;
  return { name: configured?.name ?? fallbackName, address: configured?.address ?? '', phone: configured?.phone ?? '' };
}
