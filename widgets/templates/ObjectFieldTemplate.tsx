import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The fields of an object, one under the other. No title or description (the page has its heading). */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  const styles = useStyles();
  return <div className={styles.stack}>{properties.map((property) => property.content)}</div>;
}
