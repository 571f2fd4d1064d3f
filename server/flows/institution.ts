import type { Brand } from '../config/brand';
import type { NoticeInstitution } from '../domain/notices';
import type { Product } from './product';

/**
 * The creditor named on notices and agreements: the deployment's brand (name, address, support
 * phone), unless a product file names its own `institution` (a partner lending under another
 * charter for that product).
 */
export function institutionOf(product: Product, brand: Brand): NoticeInstitution & { phone: string } {
  const configured = product.config.institution as Partial<NoticeInstitution & { phone: string }> | undefined;
  return {
    name: configured?.name ?? brand.institutionName,
    address: configured?.address ?? brand.address,
    phone: configured?.phone ?? brand.support.phone,
  };
}
