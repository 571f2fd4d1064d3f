import { MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import type { FieldErrorDetail } from '../../core/errors';
import { FIELD_NAME_PREFIX } from '../../core/forms/postedForm';
import type { FieldValues, Translate } from './errorMessages';

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The problems of the form as the server found them (one per field). */
  problems: FieldErrorDetail[];
  /** The form's schema: each field's title (an i18n key). */
  schema: { properties?: Record<string, { title?: string }> };
  translate: Translate;
  values: FieldValues;
}

/**
 * The problems of a submitted form at the top of the page (the server's answer to a form posted
 * without JavaScript): a title and, per field, its label and the same message the field shows,
 * each a link to the field. An alert, so that a screen reader reads it on arrival. Loaded only
 * when shown (the apply page's budget).
 */
export default function ErrorSummary({ problems, schema, translate, values }: ErrorSummaryProps) {
  const shown = problems.filter((problem) => problem.field);
  if (!shown.length) return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert" style={{ marginBottom: tokens.spacingVerticalL }}>
      <MessageBarBody>
        <MessageBarTitle>{translate('errors:formSummary')}</MessageBarTitle>
        <ul style={{ margin: `${tokens.spacingVerticalXS} 0 0`, paddingInlineStart: tokens.spacingHorizontalXL }}>
          {shown.map((problem) => {
            const title = schema.properties?.[problem.field]?.title;
            const message = problem.message_key ? translate(problem.message_key, values(problem.field)) : problem.message;
            return (
              <li key={problem.field}>
                <a href={`#${FIELD_NAME_PREFIX}${problem.field}`} style={{ color: 'inherit' }}>
                  {title ? `${translate(title)}: ` : ''}
                  {message}
                </a>
              </li>
            );
          })}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
