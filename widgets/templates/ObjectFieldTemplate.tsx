import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { tokens } from '@fluentui/react-components';

/** An inline style: Griffel's runtime `makeStyles` would add ~8 KB gzip to the /apply page. */
const stack = { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } as const;

/** The fields of an object, one under the other. No title or description (the page has its heading). */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div style={stack}>{properties.map((property) => property.content)}</div>;
}
