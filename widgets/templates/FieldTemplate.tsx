import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { readFormContext } from '../shared/formContext';
import { ErrorVisibilityContext } from '../shared/errorVisibility';
import { isShown } from './showWhen';
import { useFieldTouched } from './useFieldTouched';

/**
 * Wraps one field. It renders no title, description, help or errors of its own: each widget's
 * Fluent `Field` shows its label, hint and first error (and no `<h5>` title breaks the page's
 * heading order). The widget shows errors only once the field is touched (changed or left) or
 * the form submitted, so live validation never flags a field the member has not reached, such
 * as the other-reason box that appears when "Other" is chosen. Hidden fields stay in the DOM
 * but out of view. A field with `ui:options.showWhen: { field, equals }` renders only while
 * `formContext.formData[field]` equals the value.
 */
export function FieldTemplate({ children, hidden, classNames, style, uiSchema, registry }: FieldTemplateProps) {
  const { showWhen } = getUiOptions(uiSchema);
  const context = readFormContext(registry);
  const shown = isShown(showWhen, context.formData);
  const { ref, touched, touch } = useFieldTouched(shown && !hidden);
  if (!shown) return null;
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div ref={ref} className={classNames} style={style} onChange={touch} onBlur={touch}>
      <ErrorVisibilityContext.Provider value={touched || !!context.submitted}>{children}</ErrorVisibilityContext.Provider>
    </div>
  );
}
