import type { LiveConfig } from '../../dev/liveConfig';
import { liveValidators } from '../../dev/liveModules';
import type { Language } from '../../../src/core/languages';
import type { ServedFormFiles, ServerRendering } from '../../../src/core/serverRendering';

type Texts = Record<string, Record<string, unknown>>;

/**
 * Local mode: the texts of `language` the page loads, from the locale files in use (the browser
 * loads the same files, served by server/dev/liveFormRoutes.ts), a namespace missing there from the build.
 */
export async function liveTexts(live: LiveConfig, rendering: ServerRendering, language: Language): Promise<Texts> {
  const built = await rendering.builtTexts(language);
  const inUse = (namespace: string) => live.state.files.json[`locales/${language}/${namespace}.json`] as Texts[string] | undefined;
  return Object.fromEntries(Object.entries(built).map(([namespace, texts]) => [namespace, inUse(namespace) ?? texts]));
}

/**
 * Local mode: a form's schema, uiSchema and validators from the files in use, as
 * server/dev/liveFormRoutes.ts serves them to the browser (undefined when a file is not there).
 */
export function liveFormFiles(live: LiveConfig): (schemaPath: string, uiSchemaPath: string) => Promise<ServedFormFiles | undefined> {
  return async (schemaPath, uiSchemaPath) => {
    const schema = live.state.files.json[`schemas/${schemaPath}`] as Record<string, unknown> | undefined;
    const uiSchema = live.state.files.json[`schemas/${uiSchemaPath}`] as Record<string, unknown> | undefined;
    if (!schema || !uiSchema) return undefined;
    return { schema, uiSchema, validators: await liveValidators(schema) };
  };
}
