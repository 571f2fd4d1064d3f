import { FLOW, PRODUCT, problemLines, projectWith, realProject } from './projectFixture';

describe('product files', () => {
  it('reports a flow whose product file does not exist', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.productConfig = 'microlon.product.json';
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /productConfig: product file flows/microlon.product.json does not exist; create it beside the flow or fix the name',
    ]);
  });

  it('reports a product file for another product', () => {
    const files = projectWith(PRODUCT, (product) => {
      product.product = 'miniloan';
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.product.json: /product: is "miniloan" but the flow flows/microloan.flow.json is for "microloan"; use the same product id',
    ]);
  });

  it('reports two flows for the same product', () => {
    const files = realProject();
    files.json['flows/second.flow.json'] = structuredClone(files.json[FLOW]);
    expect(problemLines(files)).toContain(
      'flows/second.flow.json: /product: product "microloan" is already defined by flows/microloan.flow.json; give this flow its own product id',
    );
  });
});
