/**
 * Build-time stand-in for @rjsf/core's `getDefaultRegistry` (vite.config.ts swaps it in for the
 * import of Form.js). The stock registry brings every field and widget of RJSF (layout grids,
 * anyOf/oneOf, booleans, file, rating, colour ... ~10 KB gzip on /apply). Our forms need the
 * object, string, number and array fields; widgets are all ours (widgets/index.ts) and the
 * templates stay the stock ones under ours. A field left out throws an error naming it.
 */
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type FieldProps, type Registry } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import templates from '@rjsf/core/lib/components/templates/index.js';

/** A field of the stock registry that the browser build leaves out. */
function leftOut(name: string) {
  return function LeftOutField(props: FieldProps) {
    const at = props.fieldPathId?.$id ?? '';
    throw new Error(
      `RJSF ${name} (schema type ${JSON.stringify(props.schema?.type)} at "${at}") is not in the browser build: add it to src/build/rjsfRegistry.ts`,
    );
  };
}

const leftOutFields = [
  'AnyOfField',
  'OneOfField',
  'BooleanField',
  'NullField',
  'CyclicSchemaField',
  'FallbackField',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
  'OptionalDataControlsField',
] as const;

/** What Form.js merges the theme into: our subset of fields, the stock templates, no widgets. */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields: {
      ...Object.fromEntries(leftOutFields.map((name) => [name, leftOut(name)])),
      ArrayField,
      NumberField,
      ObjectField,
      SchemaField,
      StringField,
    },
    templates: templates(),
    widgets: {},
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  } as Omit<Registry, 'schemaUtils'>;
}
