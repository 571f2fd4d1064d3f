/** CSS of the signing and signing-error pages: readable at 390 px, no external resources. */
export const SIGNING_PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#fff}
main{max-width:760px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px}
h2{font-size:1.1rem;margin:20px 0 6px}
.agreement{border:1px solid #c8c8c8;border-radius:6px;padding:12px;margin:16px 0;overflow-wrap:break-word}
.federal-box-cells{display:grid;grid-template-columns:repeat(4,1fr);border:2px solid #000}
.federal-box-cell{display:flex;flex-direction:column;gap:4px;padding:8px;border:1px solid #000}
.federal-box-cell .desc{font-size:.85rem}
.federal-box-cell .value{font-size:1.2rem;font-weight:700;margin-top:auto}
@media (max-width:600px){.federal-box-cells{grid-template-columns:1fr 1fr}}
table.schedule{width:100%;border-collapse:collapse;margin:12px 0}
table.schedule caption{text-align:left;font-weight:700;padding-bottom:4px}
table.schedule th,table.schedule td{overflow-wrap:normal;border:1px solid #000;padding:6px;text-align:left;vertical-align:top}
dl.kv{margin:8px 0}
dl.kv div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;padding:4px 0;border-bottom:1px solid #e3e3e3}
dl.kv dt{flex:1 1 60%}
dl.kv dd{margin:0;font-weight:700}
form{display:flex;flex-direction:column;gap:12px;margin:16px 0 32px}
.consent{display:flex;gap:10px;align-items:flex-start}
.consent input{width:24px;height:24px;flex:none;margin-top:2px}
label{font-weight:600}
.hint{font-size:.9rem;color:#444;margin:0}
input[type=text]{font-size:16px;padding:10px;border:1px solid #767676;border-radius:4px;width:100%}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{font-size:16px;min-height:44px;padding:10px 20px;border-radius:4px;border:2px solid #0b5cad;cursor:pointer}
button.primary{background:#0b5cad;color:#fff}
button.secondary{background:#fff;color:#0b5cad}
button:disabled{opacity:.6;cursor:not-allowed}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.status{min-height:1.5em;font-weight:600}
.status.error{color:#b00020}
`;
