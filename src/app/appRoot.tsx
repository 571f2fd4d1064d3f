import { StrictMode, type ReactElement } from 'react';
import { RendererProvider, type createDOMRenderer } from '@fluentui/react-components';
import { App, type AppProps } from './App';

/** Props of {@link appRoot}: the app's, and the renderer of Fluent UI's style engine (Griffel). */
export interface AppRootProps extends AppProps {
  renderer: ReturnType<typeof createDOMRenderer>;
  /**
   * The document whose server-rendered styles Griffel rehydrates in the first render (default the
   * page's); src/app/startApp.tsx has done so already and passes one without styles.
   */
  styleDocument?: Document;
}

/**
 * The element the page renders: the app in strict mode with its style renderer. The browser
 * (src/main.tsx) and the server's rendering (src/ssr/entry.tsx) both render this, so that the
 * browser takes over the server's HTML with the same tree (React's ids depend on it).
 */
export function appRoot({ renderer, styleDocument, ...props }: AppRootProps): ReactElement {
  return (
    <StrictMode>
      <RendererProvider renderer={renderer} targetDocument={styleDocument}>
        <App {...props} />
      </RendererProvider>
    </StrictMode>
  );
}
