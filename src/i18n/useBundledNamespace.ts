import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Registers, before the first render of a lazily loaded screen, a namespace whose texts that
 * screen imports itself (every language), so they travel in the screen's chunk instead of the
 * texts loaded before /apply. A language switch finds them already there.
 */
export function useBundledNamespace(namespace: string, texts: Record<string, Record<string, unknown>>): void {
  const { i18n } = useTranslation();
  useState(() => {
    for (const [language, content] of Object.entries(texts))
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, content, true, true);
    return true;
  });
}
