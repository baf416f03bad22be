import { useTranslation } from 'react-i18next';
import type { KitchenCard } from '@storefront/shared';

/** What the board prints: one order's kitchen ticket, or a delivery time's packing list. */
export type PrintJob =
  { kind: 'ticket'; card: KitchenCard } | { kind: 'packing'; label: string; cards: KitchenCard[] };

/** The lines of an order with their combo picks, as the kitchen reads them, and its note. */
function TicketLines({ card }: { card: KitchenCard }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="print-lines">
        {card.lines.map((line, index) => (
          <li key={index}>
            <strong>{line.quantity}×</strong> {line.name}
            {line.picks.length > 0 ? (
              <ul>
                {line.picks.map((pick, pickIndex) => (
                  <li key={pickIndex}>{pick}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {card.note ? (
        <p className="print-note">
          {t('admin_orders.kitchen.note')}: {card.note}
        </p>
      ) : null}
    </>
  );
}

/** The paper of each sheet: @page cannot follow a class, so the sheet brings its own rule. */
const PAPER = {
  // Receipt printers cut after the content; CSS has no auto length for the page, so a long one.
  ticket: '@page { size: 80mm 297mm; margin: 4mm; }',
  packing: '@page { size: A4; margin: 15mm; }',
} as const;

/**
 * Issue 15 item 4: the print-only sheet (kitchen.css hides everything else when printing). A
 * ticket is set for 80 mm receipt paper, a packing list for A4.
 */
export function KitchenPrint({ job }: { job: PrintJob | null }) {
  const { t } = useTranslation();
  if (!job) return null;
  if (job.kind === 'ticket') {
    const { card } = job;
    return (
      <section className="print-sheet print-sheet--ticket" data-testid="print-ticket">
        <style>{PAPER.ticket}</style>
        <h1>{t('admin_orders.kitchen.ticket_title')}</h1>
        <p className="print-big">{card.reference}</p>
        {card.delivery ? <p>{card.delivery.label}</p> : null}
        <p>
          {card.customer}
          {card.place ? ` · ${card.place}` : ''}
        </p>
        <TicketLines card={card} />
      </section>
    );
  }
  const byPlace = new Map<string, KitchenCard[]>();
  for (const card of job.cards) byPlace.set(card.place, [...(byPlace.get(card.place) ?? []), card]);
  return (
    <section className="print-sheet print-sheet--packing" data-testid="print-packing">
      <style>{PAPER.packing}</style>
      <h1>
        {t('admin_orders.kitchen.packing_title')} · {job.label}
      </h1>
      {[...byPlace.entries()].map(([place, cards]) => (
        <section key={place}>
          <h2>
            {place || t('admin_orders.kitchen.no_time')} ({cards.length})
          </h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin_orders.kitchen.orders')}</th>
                <th scope="col">{t('admin_orders.kitchen.customer')}</th>
                <th scope="col">{t('admin_orders.kitchen.items')}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <tr key={card.id}>
                  <td>{card.reference}</td>
                  <td>{card.customer}</td>
                  <td>
                    <TicketLines card={card} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
