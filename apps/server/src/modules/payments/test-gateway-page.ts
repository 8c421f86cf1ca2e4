import { formatClp } from "@club/domain";
import { escapeHtml } from "../../http/escape-html";
import type { TestDecision, TestTransactionView } from "./test-gateway";

// Plain HTML with a form and no script: it runs under the app's Content-Security-Policy as it is.
const STYLE = `
:root { color-scheme: light dark; --bg: #f4f6f8; --card: #fff; --text: #1a1b1e; --muted: #495057;
  --border: #dee2e6; --warn-bg: #fff3bf; --warn-text: #5c3c00; --ok: #237032; --bad: #c92a2a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1a1b1e; --card: #25262b; --text: #f1f3f5; --muted: #c1c2c5; --border: #373a40;
    --warn-bg: #5c3c00; --warn-text: #fff3bf; }
  a { color: #74c0fc; }
}
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg);
  color: var(--text); line-height: 1.5; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
.notice { background: var(--warn-bg); color: var(--warn-text); border-radius: 0.5rem; padding: 0.75rem 1rem;
  font-weight: 600; margin: 0 0 1rem; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 0.75rem; padding: 1.25rem; }
h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1rem 0 1.25rem; }
dt { color: var(--muted); }
dd { margin: 0; font-weight: 600; text-align: right; }
.amount { font-size: 1.5rem; }
form { display: grid; gap: 0.75rem; }
button { font: inherit; font-weight: 600; border-radius: 0.5rem; padding: 0.75rem 1rem; cursor: pointer;
  border: 1px solid var(--border); background: var(--card); color: var(--text); min-height: 2.75rem; }
button.approve { background: var(--ok); border-color: var(--ok); color: #fff; }
button.reject { background: var(--bad); border-color: var(--bad); color: #fff; }
button:focus-visible { outline: 3px solid #4dabf7; outline-offset: 2px; }
p.help { color: var(--muted); font-size: 0.875rem; margin: 1rem 0 0; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice" role="note">Pasarela de prueba — no se cobra dinero real</p>
${body}
</main>
</body>
</html>`;
}

/** The test gateway's page: what is being paid, and approve, reject or abandon. */
export function testGatewayPage(action: string, t: TestTransactionView): string {
  return page(
    "Pasarela de prueba",
    `<section class="card" aria-labelledby="title">
<h1 id="title">Pagar reserva</h1>
<dl>
<dt>Monto</dt><dd class="amount">${escapeHtml(formatClp(t.amount))}</dd>
<dt>Orden de compra</dt><dd>${escapeHtml(t.buyOrder)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<button class="approve" type="submit" name="decision" value="approve">Aprobar pago</button>
<button class="reject" type="submit" name="decision" value="reject">Rechazar pago</button>
<button type="submit" name="decision" value="abandon">Anular y volver al comercio</button>
</form>
<p class="help">Esta página reemplaza a Webpay mientras el servidor no tiene credenciales de Transbank.</p>
</section>`,
  );
}

const DECISIONS: readonly TestDecision[] = ["approve", "reject", "abandon"];

/** The choice the page's form sent (the `decision` of the button pressed); null for anything else. */
export function decisionOf(form: unknown): TestDecision | null {
  const decision = (form as Record<string, unknown> | undefined)?.decision;
  return DECISIONS.includes(decision as TestDecision) ? (decision as TestDecision) : null;
}

/** An unknown, old or already decided transaction. */
export function testGatewayGonePage(): string {
  return page(
    "Transacción no encontrada",
    `<section class="card" aria-labelledby="title">
<h1 id="title">Transacción no encontrada</h1>
<p>Esta transacción ya terminó o no existe. Vuelve a la app para ver tus reservas.</p>
<p><a href="/reservas">Ir a mis reservas</a></p>
</section>`,
  );
}
