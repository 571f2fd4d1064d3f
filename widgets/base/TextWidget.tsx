import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/BaseInputTemplate';

/** A one-line text input: our {@link BaseInputTemplate} with no override. */
export function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} />;
}
