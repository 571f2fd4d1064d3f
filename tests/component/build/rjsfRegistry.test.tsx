// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import getDefaultRegistry from '../../../src/build/rjsfRegistry';
import { loadFormRuntime } from '../../../src/flow/forms/validators';
import { FLOWS } from '../../../src/flow/flows';
import { TestProviders } from '../../../widgets/testing/TestForm';
import { preloadWidgets, templates, widgets } from '../../../widgets';

/** RJSF with the fields the browser build keeps (vite.config.ts swaps in src/build/rjsfRegistry.ts). */
const build = getDefaultRegistry();
const BuildForm = withTheme<Record<string, unknown>>({
  widgets,
  templates: { ...build.templates, ...templates, ButtonTemplates: { ...build.templates.ButtonTemplates, ...templates.ButtonTemplates } },
  fields: build.fields,
});
const validator = customizeValidator({ ajvOptionsOverrides: { $data: true } });
const application = { checking_accounts: [{ id: 'a1', last4: '1234', name: 'Checking' }], min_loan_amount: 200, max_loan_amount: 1000 };

const forms = Object.values(FLOWS).flatMap((flow) => flow.steps.filter((s) => s.form).map((s) => [`${flow.product} ${s.step}`, s.form!] as const));

describe('the RJSF registry of the browser build', () => {
  it.each(forms)('renders every field of %s', async (_name, form) => {
    const [{ schema, uiSchema }] = await Promise.all([loadFormRuntime(form.schema, form.uiSchema), preloadWidgets()]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <TestProviders>
        <BuildForm schema={schema as RJSFSchema} uiSchema={uiSchema} validator={validator} formContext={{ application, formData: {}, setField: () => undefined }} noHtml5Validate />
      </TestProviders>,
    );
    // Every visible field has its control once the lazily loaded widgets have arrived.
    const fieldUi = Object.entries(uiSchema).filter(([key]) => !key.startsWith('ui:')) as [string, Record<string, unknown>][];
    const visible = fieldUi.filter(([, ui]) => ui['ui:widget'] !== 'hidden' && !(ui['ui:options'] as { showWhen?: unknown } | undefined)?.showWhen).length;
    await waitFor(() => expect(container.querySelectorAll('input:not([type=hidden]), select, textarea, [role=radiogroup]').length).toBeGreaterThanOrEqual(visible));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).not.toMatch(/Unsupported field schema/);
  });

  it('names a field it leaves out', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <TestProviders>
          <BuildForm schema={{ type: 'object', properties: { ok: { type: 'boolean' } } }} validator={validator} />
        </TestProviders>,
      ),
    ).toThrow(/BooleanField .* is not in the browser build/);
    spy.mockRestore();
  });
});
