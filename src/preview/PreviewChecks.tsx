import { Text, tokens } from '@fluentui/react-components';
import { coverageText, type FlowCheckAnswer } from './previewApi';

/** The checker's findings and the translation completeness per language, on the preview page. */
export function PreviewChecks({ check }: { check: FlowCheckAnswer }) {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0 }} data-testid="translations">
        {check.translations.map((c) => (
          <Text key={c.language} style={{ marginRight: 24 }}>
            <strong>{c.language}</strong>: {coverageText(c)} texts present{c.missing.length ? `; missing ${c.missing.join(', ')}` : ''}
          </Text>
        ))}
      </p>
      {check.ok ? (
        <p role="status" style={{ margin: 0, color: tokens.colorPaletteGreenForeground1 }}>Flow checker: no problems (checked {check.checked_at}).</p>
      ) : (
        <div role="alert" style={{ border: `2px solid ${tokens.colorPaletteRedBorder2}`, padding: 8 }}>
          <strong>Flow checker: {check.problems.length} problem{check.problems.length === 1 ? '' : 's'}. The last good configuration is still in use.</strong>
          <ul style={{ margin: '4px 0', fontFamily: 'monospace', fontSize: 12 }}>
            {check.problems.map((p, i) => <li key={i}>{`${p.file}: ${p.pointer}: ${p.message}`}</li>)}
          </ul>
        </div>
      )}
      {check.notes.map((n) => <Text key={n} as="p">Note: {n}</Text>)}
    </div>
  );
}
