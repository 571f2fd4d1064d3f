import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-components';

/**
 * A form step's Continue button: always a submit button (before the app takes the server's page
 * over, the apply form posts to the server, see server/http/routes/noScriptForms.ts).
 */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" appearance="primary" disabled={disabled}>
      {children}
    </Button>
  );
}
