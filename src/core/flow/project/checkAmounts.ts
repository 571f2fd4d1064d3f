import type { FlowProblem } from '../checkFlow';
import { AMOUNT_MULTIPLE_OF, amountUnitOf } from '../../forms/amountUnit';
import { fileAt, filesMatching, isObject, pointerSegment, type ProjectFiles } from './projectFiles';

/**
 * Every field a uiSchema shows with the `currency` widget says in its form schema whether it
 * takes cents, so the widget, the server and the review agree (src/core/forms/amountUnit.ts):
 * `"type": "number"` with `"multipleOf": 1` (whole dollars, refused with the
 * `x-messages.multipleOf` text when typed with cents) or `0.01` (cents kept).
 */
export function checkAmountFields(files: ProjectFiles): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const uiFile of filesMatching(files, 'schemas/forms/', '.ui.json')) {
    const ui = fileAt(files, uiFile);
    const file = uiFile.replace(/\.ui\.json$/, '.schema.json');
    const schema = fileAt(files, file);
    if (!isObject(ui) || !isObject(schema) || !isObject(schema.properties)) continue;
    for (const [field, options] of Object.entries(ui)) {
      const fieldSchema = schema.properties[field];
      if (!isObject(options) || options['ui:widget'] !== 'currency' || !isObject(fieldSchema)) continue;
      const at = `/properties/${pointerSegment(field)}`;
      if (fieldSchema.type !== 'number')
        problems.push({ file, pointer: `${at}/type`, message: `the amount "${field}" must be of "type": "number" (its multipleOf says whether it takes cents); with ${JSON.stringify(fieldSchema.type)} an amount typed with cents would be told the wrong message` });
      const unit = amountUnitOf(fieldSchema);
      if (!unit)
        problems.push({ file, pointer: `${at}/multipleOf`, message: `the amount "${field}" must say whether it takes cents: "multipleOf": ${AMOUNT_MULTIPLE_OF.dollars} for whole dollars or ${AMOUNT_MULTIPLE_OF.cents} to keep cents, not ${JSON.stringify(fieldSchema.multipleOf)}` });
      const messages = isObject(fieldSchema['x-messages']) ? fieldSchema['x-messages'] : {};
      if (unit === 'dollars' && typeof messages.multipleOf !== 'string')
        problems.push({ file, pointer: `${at}/x-messages`, message: `the whole-dollar amount "${field}" needs "multipleOf" in its x-messages: the i18n key of what a member who types cents is told (e.g. "forms:validation.wholeDollars")` });
    }
  }
  return problems;
}
