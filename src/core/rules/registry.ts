import { isAtLeastAge, isPlausiblePastDate } from './dob';

/** A named check on one field value, used by flow files in `form.checks`. */
export type FieldRule = (value: unknown, params: Record<string, unknown>, today: Date) => boolean;

/** Every rule a flow file may name. Add a rule here and document it in schemas/README.md. */
export const FIELD_RULES: Readonly<Record<string, FieldRule>> = {
  /** The date of birth makes the person at least `params.years` old. */
  minimumAge: (value, params, today) =>
    typeof value === 'string' && isAtLeastAge(value, Number(params.years ?? 18), today),
  /** The value is a real calendar date, not in the future. */
  pastDate: (value, _params, today) => typeof value === 'string' && isPlausiblePastDate(value, today),
};

/** The rule of that name; throws an error naming it when there is none. */
export function fieldRule(name: string): FieldRule {
  const rule = FIELD_RULES[name];
  if (!rule) throw new Error(`Unknown field rule "${name}". Known rules: ${Object.keys(FIELD_RULES).join(', ')}`);
  return rule;
}
