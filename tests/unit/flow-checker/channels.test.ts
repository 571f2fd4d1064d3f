import { FLOW, problemLines, projectWith, type Json } from './projectFixture';

const LAUNCH = (flow: Json) => flow.channels.launch;

describe('channels: the steps a channel skips and what the core prefills', () => {
  it('the shipped flows declare a launch channel and pass', () => {
    const files = projectWith(FLOW, () => undefined);
    expect(LAUNCH(files.json[FLOW])).toMatchObject({ skip: expect.arrayContaining(['DEPOSIT_ACCOUNT_SELECTION', 'HOUSING_EXPENSES']) });
    expect(problemLines(files)).toEqual([]);
  });

  it('both shipped products declare the same launch channel: housing from the core, the cheapest offer chosen, a one-press signature and purpose', () => {
    const files = projectWith(FLOW, () => undefined);
    for (const flow of [FLOW, 'flows/pal2.flow.json']) {
      expect(LAUNCH(files.json[flow])).toEqual({
        skip: ['MAIN_APPLY', 'OTP_VERIFY', 'DEPOSIT_ACCOUNT_SELECTION', 'HOUSING_EXPENSES'],
        prefill: { DEPOSIT_ACCOUNT_SELECTION: { account_id: 'core.onlyCheckingAccount' }, HOUSING_EXPENSES: { expenses: 'core.monthlyHousingPayment' } },
        preselectOffer: 'lowestFinanceCharge',
        signature: 'click',
        ui: { LOAN_PURPOSE: 'forms/loan-purpose.choices.ui.json' },
      });
    }
  });

  it('reports the housing expenses prefilled from an unknown source (a misspelt core.monthlyHousingPayment)', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).prefill.HOUSING_EXPENSES.expenses = 'core.monthlyHousingPaymnt'; });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/prefill/HOUSING_EXPENSES/expenses: unknown prefill source "core.monthlyHousingPaymnt" for "expenses" of HOUSING_EXPENSES in channel launch; known sources: core.onlyCheckingAccount, core.monthlyHousingPayment; did you mean "core.monthlyHousingPayment"?',
    ]);
  });

  it('reports a misspelt step name with the meta-schema, at its pointer, with a guess', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).skip[2] = 'DEPOSIT_ACOUNT_SELECTION'; });
    expect(problemLines(files)).toEqual([
      expect.stringMatching(/^flows\/microloan\.flow\.json: \/channels\/launch\/skip\/2: "DEPOSIT_ACOUNT_SELECTION" is not allowed: use one of MAIN_APPLY, .*; did you mean "DEPOSIT_ACCOUNT_SELECTION"\?$/),
    ]);
  });

  it('reports an unknown offer preselection and an unknown signature method at their pointers', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).preselectOffer = 'cheapest'; LAUNCH(flow).signature = 'clik'; });
    expect(problemLines(files)).toEqual([
      expect.stringMatching(/^flows\/microloan\.flow\.json: \/channels\/launch\/preselectOffer: "cheapest" is not allowed: use one of lowestFinanceCharge/),
      expect.stringMatching(/^flows\/microloan\.flow\.json: \/channels\/launch\/signature: "clik" is not allowed: use one of typed, click; did you mean "click"\?$/),
    ]);
  });

  it('reports a channel uiSchema for a step that is no form step, and one that is not a file', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).ui = { USER_REVIEW: 'forms/loan-purpose.choices.ui.json', LOAN_PURPOSE: 'forms/loan-purpose.buttons.ui.json' }; });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/ui/USER_REVIEW: channel launch gives USER_REVIEW a uiSchema, but USER_REVIEW is not a form step (only a form step\'s look can change)',
      'flows/microloan.flow.json: /channels/launch/ui/LOAN_PURPOSE: channel launch\'s uiSchema for LOAN_PURPOSE "forms/loan-purpose.buttons.ui.json" is not a file under schemas/',
    ]);
  });

  it('reports a skipped step that is not a step of this flow', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).skip.push('LOADING'); flow.steps = flow.steps.filter((s: Json) => s.step !== 'LOADING'); });
    expect(problemLines(files)).toEqual([
      expect.stringMatching(/^flows\/microloan\.flow\.json: \/channels\/launch\/skip\/4: channel launch skips LOADING, which is not a step of this flow; known steps: MAIN_APPLY, /),
    ]);
  });

  it('reports a skipped form step whose required data nothing supplies', () => {
    const files = projectWith(FLOW, (flow) => { delete LAUNCH(flow).prefill.HOUSING_EXPENSES; });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/skip/3: channel launch skips HOUSING_EXPENSES, but nothing supplies its required field "expenses" (kept at monthly_housing_expenses); add "prefill": { "HOUSING_EXPENSES": { "expenses": "<source>" } } or stop skipping it',
    ]);
  });

  it('reports the deposit account skipped without its prefill', () => {
    const files = projectWith(FLOW, (flow) => { delete LAUNCH(flow).prefill.DEPOSIT_ACCOUNT_SELECTION; });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/skip/2: channel launch skips DEPOSIT_ACCOUNT_SELECTION, but nothing supplies its required field "account_id" (kept at direct_deposit_account.account_id); add "prefill": { "DEPOSIT_ACCOUNT_SELECTION": { "account_id": "<source>" } } or stop skipping it',
    ]);
  });

  it('reports a required disclosure skipped: the offer (Truth in Lending) and the agreement', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).skip.push('OFFER_REVIEW', 'DOCUSIGN'); });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/skip/4: channel launch skips OFFER_REVIEW, a required disclosure (the loan\'s Truth in Lending disclosures (APR, finance charge, amount financed, payments)): every member sees it; remove it from "skip"',
      'flows/microloan.flow.json: /channels/launch/skip/5: channel launch skips DOCUSIGN, a required disclosure (the loan agreement the member reads and signs): every member sees it; remove it from "skip"',
    ]);
  });

  it('reports a skipped step the server runs (the review, the decision)', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).skip.push('USER_REVIEW'); });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/skip/4: channel launch skips USER_REVIEW, which the server runs (only the sign-in steps and form steps that fill the application can be skipped); remove it from "skip"',
    ]);
  });

  it('reports an unknown prefill source, with a guess', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).prefill.DEPOSIT_ACCOUNT_SELECTION.account_id = 'core.onlyCheckingAcount'; });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/prefill/DEPOSIT_ACCOUNT_SELECTION/account_id: unknown prefill source "core.onlyCheckingAcount" for "account_id" of DEPOSIT_ACCOUNT_SELECTION in channel launch; known sources: core.onlyCheckingAccount, core.monthlyHousingPayment; did you mean "core.onlyCheckingAccount"?',
    ]);
  });

  it('reports a prefill of a field the step does not store, and of a step the channel does not skip', () => {
    const files = projectWith(FLOW, (flow) => {
      LAUNCH(flow).prefill.DEPOSIT_ACCOUNT_SELECTION.account_ids = 'core.onlyCheckingAccount';
      LAUNCH(flow).prefill.LOAN_PURPOSE = { purpose: 'core.onlyCheckingAccount' };
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/prefill/DEPOSIT_ACCOUNT_SELECTION/account_ids: channel launch prefills "account_ids" of DEPOSIT_ACCOUNT_SELECTION, which the step does not store; it stores account_id',
      'flows/microloan.flow.json: /channels/launch/prefill/LOAN_PURPOSE: channel launch prefills LOAN_PURPOSE but does not skip it; add "LOAN_PURPOSE" to "skip" or remove this prefill',
    ]);
  });

  it('reports a prefill of a step that is not in the flow', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).prefill.DEPOSIT_ACCOUNT_SELECTON = { account_id: 'core.onlyCheckingAccount' }; });
    expect(problemLines(files)).toEqual([
      expect.stringMatching(/^flows\/microloan\.flow\.json: \/channels\/launch\/prefill\/DEPOSIT_ACCOUNT_SELECTON: channel launch prefills DEPOSIT_ACCOUNT_SELECTON, which is not a step of this flow; known steps: .*; did you mean "DEPOSIT_ACCOUNT_SELECTION"\?$/),
    ]);
  });

  it('reports a launch that does not skip the sign-in steps', () => {
    const files = projectWith(FLOW, (flow) => { LAUNCH(flow).skip = ['DEPOSIT_ACCOUNT_SELECTION', 'HOUSING_EXPENSES']; });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/launch/skip: channel launch must skip MAIN_APPLY: the online-banking platform signs the member in, so a launched member never opens it; add "MAIN_APPLY"',
      'flows/microloan.flow.json: /channels/launch/skip: channel launch must skip OTP_VERIFY: the online-banking platform signs the member in, so a launched member never opens it; add "OTP_VERIFY"',
    ]);
  });

  it('reports an unknown channel name and an unknown key of a channel (the meta-schema)', () => {
    const files = projectWith(FLOW, (flow) => { flow.channels.branch = { skip: [] }; LAUNCH(flow).prefil = {}; });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /channels/branch: "branch" is not allowed here; remove it or check its spelling',
      'flows/microloan.flow.json: /channels/launch/prefil: "prefil" is not allowed here; remove it or check its spelling',
    ]);
  });
});
