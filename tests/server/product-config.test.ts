import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FlowLoadError, loadProducts } from '../../server/flows/loadProducts';
import { SERVER_HANDLERS } from '../../server/http/steps/registry';

const ROOT = join(__dirname, '..', '..');

/** Loads flows/ with the product file changed by `edit`; answers the problems ('file pointer: message'). */
function problemsWith(edit: (config: Record<string, unknown>) => void): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ml-product-'));
  cpSync(join(ROOT, 'flows'), dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(dir, 'microloan.product.json'), 'utf8')) as Record<string, unknown>;
  edit(config);
  writeFileSync(join(dir, 'microloan.product.json'), JSON.stringify(config));
  try {
    loadProducts({ flowsDir: dir, schemasDir: join(ROOT, 'schemas') }, Object.keys(SERVER_HANDLERS));
    return [];
  } catch (error) {
    if (!(error instanceof FlowLoadError)) throw error;
    return error.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`);
  }
}

describe('start-up checks of the product file (schema, then PAL limits)', () => {
  it('accepts flows/microloan.product.json', () => {
    expect(problemsWith(() => undefined)).toEqual([]);
  });

  it('reports an unknown key and a wrong type with their pointers (schemas/product.schema.json)', () => {
    const problems = problemsWith((c) => { c.noteRat = 0.1; c.termsMonths = 'six'; });
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^microloan\.product\.json \/noteRat: /), expect.stringMatching(/^microloan\.product\.json \/termsMonths: /)]));
  });

  it('reports every PAL limit broken, each with its pointer', () => {
    const problems = problemsWith((c) => { c.noteRate = 0.3; c.applicationFee = 25; c.termsMonths = [3, 9]; });
    expect(problems.map((p) => p.split(':')[0])).toEqual(expect.arrayContaining([
      'microloan.product.json /noteRate', 'microloan.product.json /applicationFee', 'microloan.product.json /termsMonths/1',
    ]));
  });

  it('reports a denial reason code the adverse action notice cannot explain', () => {
    const problems = problemsWith((c) => { (c.decision as { rules: Array<{ reasonCode: string }> }).rules[1].reasonCode = 'TOO_NEW'; });
    expect(problems).toEqual(['microloan.product.json /decision/rules/1/reasonCode: "TOO_NEW" has no adverse action text (server/domain/notices/reasons.ts)']);
  });

  it('the core codes are required, and an unknown key in them fails loudly naming the product and the key', () => {
    const typo = problemsWith((c) => { (c.core as Record<string, unknown>).loanTyp = 'PAL1'; });
    expect(typo).toEqual(['microloan.product.json /core/loanTyp: unknown key "loanTyp" in /core of product "microloan" (schemas/product.schema.json)']);
    const top = problemsWith((c) => { c.coreCodes = {}; });
    expect(top).toEqual(['microloan.product.json /coreCodes: unknown key "coreCodes" in the top level of product "microloan" (schemas/product.schema.json)']);
    expect(problemsWith((c) => { delete c.core; })).toEqual(["microloan.product.json /core: must have required property 'core'"]);
    expect(problemsWith((c) => { (c.core as Record<string, unknown>).branchCode = 'BR 01'; })).toEqual([expect.stringMatching(/^microloan\.product\.json \/core\/branchCode: must match pattern/)]);
  });

  it("reports a product that is not the flow's", () => {
    expect(problemsWith((c) => { c.product = 'other'; })).toEqual(['microloan.product.json /product: must be "microloan" (the flow\'s product)']);
  });
});
