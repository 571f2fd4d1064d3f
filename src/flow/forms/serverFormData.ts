import { FIELD_NAME_PREFIX, storedValueOfTyped, widgetOf, type TypedDateOrder } from '../../core/forms/postedForm';
import type { ServerForm } from './serverForm';

/**
 * The apply form's starting data on a page the server rendered: `start`, then the values of a
 * form posted without JavaScript the server showed again, then what the member typed before the
 * app took the page over (each text made into the value its widget stores: phone and SSN digits,
 * the date as `YYYY-MM-DD`), with the phone's E.164 twin (`normalizedPhone`) when the uiSchema has one.
 */
export function formDataOfServerForm(start: Record<string, unknown>, uiSchema: Record<string, unknown>, serverForm: ServerForm, dateOrder: string): Record<string, unknown> {
  const data: Record<string, unknown> = { ...start, ...(serverForm.posted?.screen === 'apply' ? serverForm.posted.values : {}) };
  const order: TypedDateOrder = dateOrder === 'dmy' ? 'dmy' : 'mdy';
  for (const [id, text] of Object.entries(serverForm.typed ?? {})) {
    const field = id.slice(FIELD_NAME_PREFIX.length);
    const value = storedValueOfTyped(widgetOf(uiSchema, field), text, order);
    if (value === undefined) delete data[field];
    else data[field] = value;
  }
  for (const field of Object.keys(data)) {
    if (widgetOf(uiSchema, field) !== 'phone' || !('normalizedPhone' in uiSchema)) continue;
    const digits = data[field];
    if (typeof digits === 'string' && /^\d{10}$/.test(digits)) data.normalizedPhone = `+1${digits}`;
  }
  return data;
}
