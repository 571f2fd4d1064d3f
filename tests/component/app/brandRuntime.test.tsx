// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import desertSun from '../../../flows/brands/desert-sun.brand.json';
import { BUNDLED_BRAND, BRAND_ELEMENT_ID, embeddedBrand } from '../../../src/services/brand';
import { flowRoutes } from '../../../src/app/routes';
import { documentTitle } from '../../../src/app/useDocumentTitle';
import { flowOf } from '../../../src/flow/flows';
import { renderRoutes } from './renderApp';

vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiGet: () => new Promise(() => undefined),
  apiPost: () => new Promise(() => undefined),
}));

/** A document carrying `text` in the brand data block, as the server embeds it. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = BRAND_ELEMENT_ID;
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

describe('the brand at run time', () => {
  it('reads the brand the server embedded in the page', () => {
    expect(embeddedBrand(pageWith(JSON.stringify(desertSun)))?.institutionName).toBe('Desert Sun Federal Credit Union');
  });

  it('ignores a missing, broken or incomplete block (the bundled brand is used)', () => {
    expect(embeddedBrand(document.implementation.createHTMLDocument('t'))).toBeUndefined();
    expect(embeddedBrand(pageWith('{not json'))).toBeUndefined();
    expect(embeddedBrand(pageWith(JSON.stringify({ institutionName: 'X' })))).toBeUndefined();
  });

  it('the page title is "<product name> | <institution>" ', async () => {
    expect(documentTitle('Payday alternative loan', 'Harbor')).toBe('Payday alternative loan | Harbor');
    renderRoutes(flowRoutes(flowOf('microloan')), '/apply');
    await waitFor(() => expect(document.title).toBe(`Payday alternative loan | ${BUNDLED_BRAND.institutionName}`));
    expect(await screen.findByText(BUNDLED_BRAND.address)).toBeTruthy();
  });
});
