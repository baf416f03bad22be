/**
 * The sandbox provider's hosted payment page (DESIGN §6): plain HTML with two forms and inline
 * styles only — no script, so the shop's Content-Security-Policy holds as it is.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type SandboxPageState =
  | { kind: 'open'; amount: string; reference: string; payAction: string; cancelAction: string }
  | { kind: 'paid'; reference: string; returnUrl: string }
  | { kind: 'ended'; reference: string; reason: string; returnUrl: string }
  | { kind: 'unknown'; returnUrl: string };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f1ec;color:#1f2933;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px;
box-shadow:0 10px 30px rgba(31,41,51,.12)}
h1{font-size:1.25rem;margin:0 0 4px}
.badge{display:inline-block;background:#fff4d6;color:#7a5200;border-radius:999px;
padding:2px 10px;font-size:.8rem;font-weight:600;margin-bottom:20px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#616e7c}dd{margin:0;text-align:end;font-weight:600}
.amount{font-size:1.6rem}
.actions{display:grid;gap:10px}
button,.link{display:block;width:100%;border:0;border-radius:10px;padding:12px 16px;
font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#1a7f4b;color:#fff}.pay:hover,.pay:focus-visible{background:#146339}
.cancel{background:#eef0f2;color:#1f2933}.cancel:hover,.cancel:focus-visible{background:#dfe3e7}
button:focus-visible,.link:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
p{margin:0 0 20px}
`;

export function sandboxPage(shopName: string, state: SandboxPageState): string {
  const body = (() => {
    switch (state.kind) {
      case 'open':
        return `
<dl>
  <dt>Order</dt><dd>${escape(state.reference)}</dd>
  <dt>Amount</dt><dd class="amount">${escape(state.amount)}</dd>
</dl>
<div class="actions">
  <form method="post" action="${escape(state.payAction)}"><button class="pay" type="submit">Pay ${escape(state.amount)}</button></form>
  <form method="post" action="${escape(state.cancelAction)}"><button class="cancel" type="submit">Cancel</button></form>
</div>`;
      case 'paid':
        return `
<p>Order <strong>${escape(state.reference)}</strong> is paid.</p>
<a class="link pay" href="${escape(state.returnUrl)}">See the order</a>`;
      case 'ended':
        return `
<p>This payment for order <strong>${escape(state.reference)}</strong> has ended (${escape(state.reason)}). Nothing was charged.</p>
<a class="link cancel" href="${escape(state.returnUrl)}">Back to the shop</a>`;
      case 'unknown':
        return `
<p>This payment session does not exist.</p>
<a class="link cancel" href="${escape(state.returnUrl)}">Back to the shop</a>`;
    }
  })();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(shopName)} — sandbox payment</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(shopName)}</h1>
<span class="badge">Sandbox payment — no real money moves</span>
${body}
</main>
</body>
</html>
`;
}
