import { Spinner } from '@fluentui/react-components';

/** The pending view's spinner (its own chunk: it is needed only after a second of waiting). */
export default function PendingSpinner({ label }: { label?: string }) {
  return <Spinner label={label} />;
}
