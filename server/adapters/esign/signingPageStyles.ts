/** A brand's colour ramp by shade ('10'..'160'); the page uses Fluent's light theme shades: 80 for buttons, 70 hover, 60 pressed. */
export type SigningPageColors = { readonly [shade: string]: unknown };

/** Fluent UI's web palette, for a page rendered without a brand. */
const DEFAULT_COLORS = { '60': '#0c3b5e', '70': '#115ea3', '80': '#0f6cbd' } as const;

/** Fluent UI's base font stack (tokens.fontFamilyBase): the font of the app around the page. */
const FONT = `"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif`;

/** A `#rrggbb` colour, or the fallback (nothing else reaches the style sheet). */
function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

/**
 * CSS of the signing and signing-error pages, in the brand's colours and the app's font and type
 * ramp: readable at 390 px, as tall as the frame (or the phone) at least, no external resources.
 * Framed in the app (class `framed` on `<html>`, set by the page's script), its own h1 is left to
 * assistive technology: the app's screen shows the same title above the frame.
 */
export function signingPageCss(colors: SigningPageColors = {}): string {
  const brand = colour(colors['80'], DEFAULT_COLORS['80']);
  const hover = colour(colors['70'], DEFAULT_COLORS['70']);
  const pressed = colour(colors['60'], DEFAULT_COLORS['60']);
  return `
:root{--brand:${brand};--brand-hover:${hover};--brand-pressed:${pressed}}
*,*::before,*::after{box-sizing:border-box}
html,body{min-height:100%}
body{margin:0;min-height:100vh;min-height:100dvh;font-family:${FONT};font-size:16px;line-height:1.5;color:#242424;background:#fff}
main{max-width:40rem;margin:0 auto;padding:16px}
h1{font-size:28px;line-height:36px;font-weight:600;margin:0 0 12px}
.framed main>h1{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
h2{font-size:20px;line-height:28px;font-weight:600;margin:20px 0 6px}
.agreement{border:1px solid #d1d1d1;border-radius:8px;padding:16px;margin:16px 0;overflow-wrap:break-word}
.agreement-title{margin-top:0;color:var(--brand)}
.federal-box-cells{display:grid;grid-template-columns:repeat(4,1fr);border:2px solid #000}
.federal-box-cell{display:flex;flex-direction:column;gap:4px;padding:8px;border:1px solid #000}
.federal-box-cell .desc{font-size:.85rem}
.federal-box-cell .value{font-size:1.2rem;font-weight:700;margin-top:auto}
@media (max-width:600px){.federal-box-cells{grid-template-columns:1fr 1fr}}
table.schedule{width:100%;border-collapse:collapse;margin:12px 0}
table.schedule caption{text-align:left;font-weight:700;padding-bottom:4px}
table.schedule th,table.schedule td{overflow-wrap:normal;border:1px solid #000;padding:6px;text-align:left;vertical-align:top}
dl.kv{margin:8px 0}
dl.kv div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;padding:4px 0;border-bottom:1px solid #e0e0e0}
dl.kv dt{flex:1 1 60%}
dl.kv dd{margin:0;font-weight:700}
form{display:flex;flex-direction:column;gap:12px;margin:16px 0 32px}
.consent{display:flex;gap:10px;align-items:flex-start}
.consent input{width:24px;height:24px;flex:none;margin-top:2px;accent-color:var(--brand)}
label{font-weight:600}
.hint{font-size:.9rem;color:#616161;margin:0}
input[type=text]{font:inherit;padding:10px;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px;width:100%}
input[type=text]:focus{outline:none;border-bottom:2px solid var(--brand)}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border-radius:4px;border:1px solid #d1d1d1;background:#fff;color:#242424;cursor:pointer}
button.primary{background:var(--brand);border-color:transparent;color:#fff}
button.primary:hover{background:var(--brand-hover)}
button.primary:active{background:var(--brand-pressed)}
button.secondary:hover{background:#f5f5f5}
button:disabled{opacity:.6;cursor:not-allowed}
@media (max-width:30rem){.actions{flex-direction:column}}
:focus-visible{outline:2px solid #242424;outline-offset:2px}
.status{min-height:1.5em;font-weight:600}
.status.error{color:#b10e1c}
`;
}

/** The signing pages' CSS without a brand (Fluent's web palette). */
export const SIGNING_PAGE_CSS = signingPageCss();
