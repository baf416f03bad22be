import { LANGUAGE_TAGS, isRightToLeft, type Language } from '@storefront/shared';
import { escapeHtml } from '../../platform/escape-html';

/**
 * The sandbox provider's hosted payment page (DESIGN §6): plain HTML with two forms and inline
 * styles only — no script, so the shop's Content-Security-Policy holds as it is. It speaks the
 * order's language, right to left in Arabic (issue 17 item 10), as a real provider's page would.
 */

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

interface SandboxTexts {
  title: string;
  badge: string;
  order: string;
  amount: string;
  pay: (amount: string) => string;
  cancel: string;
  paid: (reference: string) => string;
  seeOrder: string;
  ended: (reference: string, reason: string) => string;
  reasons: Record<string, string>;
  unknown: string;
  back: string;
}

/** `<strong>` around the reference: the texts are HTML with the reference escaped first. */
const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

const TEXTS: Record<Language, SandboxTexts> = {
  en: {
    title: 'sandbox payment',
    badge: 'Sandbox payment — no real money moves',
    order: 'Order',
    amount: 'Amount',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel',
    paid: (reference) => `Order ${strong(reference)} is paid.`,
    seeOrder: 'See the order',
    ended: (reference, reason) =>
      `This payment for order ${strong(reference)} has ended (${reason}). Nothing was charged.`,
    reasons: { expired: 'expired', cancelled: 'cancelled', failed: 'failed' },
    unknown: 'This payment session does not exist.',
    back: 'Back to the shop',
  },
  fr: {
    title: 'paiement de test',
    badge: 'Paiement de test — aucun argent réel n’est débité',
    order: 'Commande',
    amount: 'Montant',
    pay: (amount) => `Payer ${amount}`,
    cancel: 'Annuler',
    paid: (reference) => `La commande ${strong(reference)} est payée.`,
    seeOrder: 'Voir la commande',
    ended: (reference, reason) =>
      `Ce paiement de la commande ${strong(reference)} est terminé (${reason}). Rien n’a été débité.`,
    reasons: { expired: 'expiré', cancelled: 'annulé', failed: 'échoué' },
    unknown: 'Cette session de paiement n’existe pas.',
    back: 'Retour à la boutique',
  },
  de: {
    title: 'Testzahlung',
    badge: 'Testzahlung — es fließt kein echtes Geld',
    order: 'Bestellung',
    amount: 'Betrag',
    pay: (amount) => `${amount} bezahlen`,
    cancel: 'Abbrechen',
    paid: (reference) => `Bestellung ${strong(reference)} ist bezahlt.`,
    seeOrder: 'Bestellung ansehen',
    ended: (reference, reason) =>
      `Diese Zahlung für Bestellung ${strong(reference)} ist beendet (${reason}). Es wurde nichts abgebucht.`,
    reasons: { expired: 'abgelaufen', cancelled: 'abgebrochen', failed: 'fehlgeschlagen' },
    unknown: 'Diese Zahlungssitzung existiert nicht.',
    back: 'Zurück zum Shop',
  },
  ae: {
    title: 'دفع تجريبي',
    badge: 'دفع تجريبي — لا تُنقل أموال حقيقية',
    order: 'الطلب',
    amount: 'المبلغ',
    pay: (amount) => `ادفع ${amount}`,
    cancel: 'إلغاء',
    paid: (reference) => `تم دفع الطلب ${strong(reference)}.`,
    seeOrder: 'عرض الطلب',
    ended: (reference, reason) =>
      `انتهت عملية الدفع هذه للطلب ${strong(reference)} (${reason}). لم يُخصم أي مبلغ.`,
    reasons: { expired: 'انتهت صلاحيتها', cancelled: 'أُلغيت', failed: 'فشلت' },
    unknown: 'جلسة الدفع هذه غير موجودة.',
    back: 'العودة إلى المتجر',
  },
  ka: {
    title: 'სატესტო გადახდა',
    badge: 'სატესტო გადახდა — რეალური თანხა არ ირიცხება',
    order: 'შეკვეთა',
    amount: 'თანხა',
    pay: (amount) => `გადაიხადეთ ${amount}`,
    cancel: 'გაუქმება',
    paid: (reference) => `შეკვეთა ${strong(reference)} გადახდილია.`,
    seeOrder: 'შეკვეთის ნახვა',
    ended: (reference, reason) =>
      `შეკვეთის ${strong(reference)} ეს გადახდა დასრულდა (${reason}). თანხა არ ჩამოგეჭრათ.`,
    reasons: { expired: 'ვადა გაუვიდა', cancelled: 'გაუქმდა', failed: 'ვერ შესრულდა' },
    unknown: 'ეს გადახდის სესია არ არსებობს.',
    back: 'მაღაზიაში დაბრუნება',
  },
};

export function sandboxPage(
  shopName: string,
  state: SandboxPageState,
  language: Language = 'en',
): string {
  const text = TEXTS[language];
  const body = (() => {
    switch (state.kind) {
      case 'open':
        return `
<dl>
  <dt>${text.order}</dt><dd><bdi>${escapeHtml(state.reference)}</bdi></dd>
  <dt>${text.amount}</dt><dd class="amount">${escapeHtml(state.amount)}</dd>
</dl>
<div class="actions">
  <form method="post" action="${escapeHtml(state.payAction)}"><button class="pay" type="submit">${text.pay(escapeHtml(state.amount))}</button></form>
  <form method="post" action="${escapeHtml(state.cancelAction)}"><button class="cancel" type="submit">${text.cancel}</button></form>
</div>`;
      case 'paid':
        return `
<p>${text.paid(state.reference)}</p>
<a class="link pay" href="${escapeHtml(state.returnUrl)}">${text.seeOrder}</a>`;
      case 'ended':
        return `
<p>${text.ended(state.reference, escapeHtml(text.reasons[state.reason] ?? state.reason))}</p>
<a class="link cancel" href="${escapeHtml(state.returnUrl)}">${text.back}</a>`;
      case 'unknown':
        return `
<p>${text.unknown}</p>
<a class="link cancel" href="${escapeHtml(state.returnUrl)}">${text.back}</a>`;
    }
  })();
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(shopName)} — ${text.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(shopName)}</h1>
<span class="badge">${text.badge}</span>
${body}
</main>
</body>
</html>
`;
}
