import { useCallback, useState, type ReactNode } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { widgets, templates } from '../index';
import type { WidgetFormContext } from '../shared/formContext';
import { useFormSetField } from '../shared/useFormSetField';
import { createTestI18n } from './testI18n';
import type { Language } from '../../src/core/languages';
import { AJV_OPTIONS } from '../../src/core/forms/ajv';

const ThemedForm = withTheme<Record<string, unknown>>({ widgets, templates });
const validator = customizeValidator({ ajvOptionsOverrides: { $data: true, multipleOfPrecision: AJV_OPTIONS.multipleOfPrecision } });

/** Props of {@link TestForm}. */
export interface TestFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  initialData?: Record<string, unknown>;
  application?: WidgetFormContext['application'];
  language?: Language;
  onSubmit?: (formData: Record<string, unknown>) => void;
  onData?: (formData: Record<string, unknown>) => void;
  /** RJSF live validation (StepHost validates on change on every step after the first). */
  liveValidate?: boolean | 'onChange' | 'onBlur';
}

/** Fluent and i18next providers around any widget or screen under test. */
export function TestProviders({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  const [i18n] = useState(() => createTestI18n(language));
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
    </I18nextProvider>
  );
}

/**
 * A controlled RJSF form with our widgets and templates, wired the way the app's StepHost
 * should be: form data in state, `formContext` with the application, the form data and a
 * `setField` from {@link useFormSetField} (RJSF's `Form.setFieldValue` through a ref), as StepHost.
 */
export function TestForm({ schema, uiSchema, initialData, application, language, onSubmit, onData, liveValidate }: TestFormProps) {
  const [formData, setFormData] = useState<Record<string, unknown>>(initialData ?? {});
  const update = useCallback(
    (next: (prev: Record<string, unknown>) => Record<string, unknown>) =>
      setFormData((prev) => {
        const result = next(prev);
        onData?.(result);
        return result;
      }),
    [onData],
  );
  const { formRef, setField } = useFormSetField();
  return (
    <TestProviders language={language}>
      <ThemedForm
        ref={formRef}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={{ application, formData, setField } satisfies WidgetFormContext}
        validator={validator}
        noHtml5Validate
        showErrorList={false}
        liveValidate={liveValidate}
        onChange={(event) => update(() => event.formData as Record<string, unknown>)}
        onSubmit={(event) => onSubmit?.(event.formData as Record<string, unknown>)}
      />
    </TestProviders>
  );
}
