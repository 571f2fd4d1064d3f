/**
 * Build-time stand-in for @rjsf/core's `getDefaultRegistry` (vite.config.ts swaps it in for the
 * import of Form.js). The stock registry brings every field and widget of RJSF (layout grids,
 * anyOf/oneOf, booleans, file, rating, colour ... ~10 KB gzip on /apply). Our forms need the
 * object, string, number and (loaded on first use) array fields; widgets are all ours (widgets/index.ts); of the stock
 * templates only those our forms render under ours (widgets/templates) are kept. A field or
 * template left out throws an error naming it (tests/component/build/rjsfRegistry.test.tsx).
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type FieldProps, type Registry } from '@rjsf/utils';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';

/**
 * A part of RJSF loaded the first time a form renders it: arrays appear in one form only (the
 * hidden account ids of the deposit account step), so the array field and its templates stay
 * out of the first page's JavaScript.
 */
function lazyPart(load: () => Promise<{ default: unknown }>): ComponentType<Record<string, unknown>> {
  const Lazy = lazy(load as () => Promise<{ default: ComponentType<Record<string, unknown>> }>);
  return function LazyPart(props: Record<string, unknown>) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}

const ArrayField = lazyPart(() => import('@rjsf/core/lib/components/fields/ArrayField.js'));
const ArrayFieldDescriptionTemplate = lazyPart(() => import('@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js'));
const ArrayFieldItemTemplate = lazyPart(() => import('@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js'));
const ArrayFieldItemButtonsTemplate = lazyPart(() => import('@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js'));
const ArrayFieldTemplate = lazyPart(() => import('@rjsf/core/lib/components/templates/ArrayFieldTemplate.js'));
const ArrayFieldTitleTemplate = lazyPart(() => import('@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js'));

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

/** A stock template the browser build leaves out (ours replace the first four, see widgets/templates). */
function leftOutTemplate(name: string) {
  return function LeftOutTemplate(): never {
    throw new Error(`RJSF template ${name} is not in the browser build: add it to src/build/rjsfRegistry.ts`);
  };
}

const leftOutTemplates = [
  'BaseInputTemplate',
  'ErrorListTemplate',
  'FieldTemplate',
  'ObjectFieldTemplate',
  'CyclicSchemaExpandTemplate',
  'FallbackFieldTemplate',
  'GridTemplate',
  'MultiSchemaFieldTemplate',
  'OptionalDataControlsTemplate',
] as const;

/** What Form.js merges the theme into: our subset of fields and templates, no widgets. */
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
    templates: {
      ...Object.fromEntries(leftOutTemplates.map((name) => [name, leftOutTemplate(name)])),
      ArrayFieldDescriptionTemplate,
      ArrayFieldItemTemplate,
      ArrayFieldItemButtonsTemplate,
      ArrayFieldTemplate,
      ArrayFieldTitleTemplate,
      ButtonTemplates: ButtonTemplates(),
      DescriptionFieldTemplate: DescriptionField,
      FieldErrorTemplate,
      FieldHelpTemplate,
      TitleFieldTemplate: TitleField,
      UnsupportedFieldTemplate: UnsupportedField,
      WrapIfAdditionalTemplate,
    },
    widgets: {},
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  } as unknown as Omit<Registry, 'schemaUtils'>;
}
