import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { readFormContext } from '../shared/formContext';
import { isShown } from './showWhen';

/**
 * Wraps one field. It renders no title, description, help or errors of its own: each widget's
 * Fluent `Field` shows its label, hint and first error (and no `<h5>` title breaks the page's
 * heading order). Hidden fields stay in the DOM but out of view. A field with
 * `ui:options.showWhen: { field, equals }` renders only while `formContext.formData[field]`
 * equals the value.
 */
export function FieldTemplate({ children, hidden, classNames, style, uiSchema, registry }: FieldTemplateProps) {
  const { showWhen } = getUiOptions(uiSchema);
  if (!isShown(showWhen, readFormContext(registry).formData)) return null;
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div className={classNames} style={style}>
      {children}
    </div>
  );
}
