import type { FormProps } from '@rjsf/core';
import { BaseInputTemplate } from './BaseInputTemplate';
import { ErrorListTemplate } from './ErrorListTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { SubmitButton } from './SubmitButton';

/**
 * Our RJSF templates on Fluent UI v9 (the rest stay RJSF's core ones). Use with
 * `withTheme({ widgets, templates })`.
 */
export const templates = {
  BaseInputTemplate,
  ErrorListTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: { SubmitButton },
} satisfies NonNullable<FormProps['templates']>;

export { BaseInputTemplate, ErrorListTemplate, FieldTemplate, ObjectFieldTemplate, SubmitButton };
