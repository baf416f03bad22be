/** Where the value goes in the translated text: it is set apart there (see IsolatedValue). */
const SLOT = '\u2063';

/**
 * A translated text around a Latin value (a promo code, an invoice number) in the reader's
 * language, the value isolated from the text around it (an upper-case code inside Arabic) and
 * kept on one line. `text` gives the translation with the value's place: `(slot) => t(key, {
 * code: slot })`.
 */
export function IsolatedValue({ text, value }: { text: (slot: string) => string; value: string }) {
  const [before = '', after = ''] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      <bdi style={{ whiteSpace: 'nowrap' }}>{value}</bdi>
      {after}
    </>
  );
}
