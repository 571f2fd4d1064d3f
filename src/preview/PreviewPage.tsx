import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { PreviewCell } from './PreviewCell';
import { PreviewChecks } from './PreviewChecks';
import { getDevJson, PREVIEW_POLL_MS, type DevConfigAnswer, type FlowCheckAnswer } from './previewApi';

/** Widths a step is shown at: the phone at full size, the desktop at half size. */
const WIDTHS = { phone: { width: 390, zoom: 1 }, desktop: { width: 1280, zoom: 0.5 } } as const;
const LANGUAGES = ['en', 'es'] as const;

/**
 * /preview (local mode): every step of a flow with sample data, English and Spanish side by
 * side at phone or desktop width, the translation completeness per language and the flow
 * checker's findings. Polls the server every 2 s, so a saved flow, locale or product file shows
 * without a restart (form schemas and new products need `npm start` again; see
 * docs/product-owners.md).
 */
export default function PreviewPage() {
  const check = useQuery({ queryKey: ['dev', 'flow-check'], queryFn: () => getDevJson<FlowCheckAnswer>('/api/dev/flow-check'), refetchInterval: PREVIEW_POLL_MS, retry: false });
  const config = useQuery({ queryKey: ['dev', 'config'], queryFn: () => getDevJson<DevConfigAnswer>('/api/dev/config'), refetchInterval: PREVIEW_POLL_MS, retry: false });
  const [product, setProduct] = useState<string>();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  useFocusWithoutScrolling();

  if (check.isPending || config.isPending) return <Spinner label="Loading the preview" />;
  if (check.data === null || config.data === null)
    return <Text as="p" style={{ padding: 24 }}>The preview exists in local mode only (NODE_ENV not production).</Text>;
  if (!check.data || !config.data) return <Text as="p" style={{ padding: 24 }}>The server did not answer: {String(check.error ?? config.error)}</Text>;

  const products = Object.keys(config.data.flows).sort();
  const current = product && products.includes(product) ? product : products[0];
  const flow = config.data.flows[current];
  const { width: px, zoom } = WIDTHS[width];
  const data = config.data;
  const loan = data.loans[current];
  return (
    <main style={{ padding: 16, fontFamily: tokens.fontFamilyBase }}>
      <h1 style={{ marginTop: 0 }}>Preview of the flows</h1>
      <PreviewChecks check={check.data} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '16px 0', flexWrap: 'wrap' }}>
        <label htmlFor="preview-product">Product</label>
        <Select id="preview-product" value={current} onChange={(_e, d) => setProduct(d.value)} style={{ minWidth: 160 }}>
          {products.map((p) => <option key={p} value={p}>{p}</option>)}
        </Select>
        {(Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>).map((w) => (
          <Button key={w} appearance={w === width ? 'primary' : 'secondary'} aria-pressed={w === width} onClick={() => setWidth(w)}>
            {w} ({WIDTHS[w].width}px)
          </Button>
        ))}
        <Text size={200}>config version {config.data.version}</Text>
      </div>
      {flow.steps.map((step) => (
        <section key={`${current}:${step.step}:${data.version}`} aria-label={step.step} style={{ marginBottom: 24 }}>
          <h2 style={{ fontSize: 16, margin: '8px 0' }}>
            {step.step} <Text size={200}>{step.route} · {step.form ? `form ${step.form.schema}` : `screen ${step.screen}`}</Text>
          </h2>
          <div style={{ display: 'flex', gap: 16, overflowX: 'auto' }}>
            {LANGUAGES.map((language) => (
              <div key={language} data-language={language} style={{ width: px, zoom, flex: 'none', border: `1px solid ${tokens.colorNeutralStroke1}`, padding: 16, background: tokens.colorNeutralBackground1, boxSizing: 'border-box' }}>
                <PreviewCell flow={flow} step={step} language={language} locales={data.locales[language]} version={data.version} minAmount={loan?.minAmount} maxAmount={loan?.maxAmount} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}

/**
 * While the preview is open, focus() does not scroll: every step moves focus to its heading
 * when it opens, which would otherwise scroll the page to the last cell rendered.
 */
function useFocusWithoutScrolling(): void {
  useEffect(() => {
    const original = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function focus(options?: FocusOptions) {
      original.call(this, { ...options, preventScroll: true });
    };
    return () => {
      HTMLElement.prototype.focus = original;
    };
  }, []);
}
