import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { useFieldsLive } from '../../widgets/index';

/**
 * A form step's Continue button: a submit button while the form is live (StepHost's forms always
 * are: before the app takes the server's page over, the apply form posts to the server, see
 * server/http/routes/noScriptForms.ts), else a plain one that says it cannot be used yet, with
 * no visual change. It reads the form's liveness itself, so that the form around it does not
 * render again when it changes.
 */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  const live = useFieldsLive();
  return (
    <Button type={live ? 'submit' : 'button'} aria-disabled={!live || undefined} appearance="primary" disabled={disabled}>
      {children}
    </Button>
  );
}
