import type { ReactNode } from 'react';

/**
 * Build-time stand-in for `markdown-to-jsx/react` (aliased in vite.config.ts). @rjsf/core
 * imports it for markdown descriptions (`ui:enableMarkdownInDescription`), which no flow
 * uses; the real parser is ~25 KB gzip on the /apply page. Renders the text as it is.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
