import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminPaths,
  kitchenEventSchema,
  nextKitchenStep,
  type KitchenBoard,
  type KitchenCard,
  type KitchenStep,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { useLanguage } from '../../../../i18n/use-language';
import { notify } from '../../../../ui/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AdminPage } from '../../shell/admin-page';
import { useAdminQuery, useReportSaveError } from '../../shell/admin-queries';
import { useEventStream } from '../../../../lib/event-stream';
import { KitchenPrint, type PrintJob } from '../components/kitchen-print';
import '../components/kitchen.css';

const KITCHEN_RESOURCE = 'kitchen';
const isOnBoard = (card: KitchenCard) => card.status === 'Processing';

/** A short two-tone chime for a new order (Web Audio: no file to download). */
function chime() {
  try {
    const audio = new AudioContext();
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, audio.currentTime + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + index * 0.18 + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + index * 0.18);
      oscillator.stop(audio.currentTime + index * 0.18 + 0.17);
    });
  } catch {
    // No audio output (or not allowed yet): the badge still says it.
  }
}

/**
 * /admin/kitchen (issue 15 item 3): paid orders to deliver, grouped by delivery time, kept live
 * by the orders stream; a new order rings and is marked until it is accepted; each card moves
 * its order to the next kitchen step.
 */
export default function KitchenPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const board = useAdminQuery<KitchenBoard>(KITCHEN_RESOURCE, adminPaths.kitchen);
  // What the stream said since the board loaded, by order: newer than the board's answer.
  const [updates, setUpdates] = useState<Map<number, KitchenCard>>(new Map());
  const [fresh, setFresh] = useState<Set<number>>(new Set());
  const [sound, setSound] = useState(true);
  const [printJob, setPrintJob] = useState<PrintJob | null>(null);
  // Printing waits for the sheet to be on the page.
  useEffect(() => {
    if (printJob) window.print();
  }, [printJob]);
  const reportError = useReportSaveError();

  const cards = useMemo(() => {
    const merged = new Map((board.data?.orders ?? []).map((card) => [card.id, card]));
    for (const [id, card] of updates) {
      if (isOnBoard(card)) merged.set(id, card);
      else merged.delete(id);
    }
    return merged;
  }, [board.data, updates]);
  // The stream's callback asks what the board shows without re-subscribing on each change.
  const known = useRef(cards);
  useEffect(() => {
    known.current = cards;
  }, [cards]);

  const onCard = useCallback(
    (card: KitchenCard) => {
      if (isOnBoard(card) && card.step === null && !known.current.has(card.id)) {
        setFresh((ids) => new Set(ids).add(card.id));
        if (sound) chime();
      }
      setUpdates((current) => new Map(current).set(card.id, card));
    },
    [sound],
  );
  const live = useEventStream(
    adminPaths.ordersStream,
    board.data?.last_event_id ?? null,
    (data) => {
      const event = kitchenEventSchema.safeParse(data);
      if (event.success) onCard(event.data.order);
    },
  );

  const advance = useMutation({
    mutationFn: async ({ id, step }: { id: number; step: KitchenStep }) =>
      (await apiClient.post<KitchenCard>(adminPaths.orderStep(id), { step })).responseData,
    onSuccess: (card) => {
      onCard(card);
      setFresh((ids) => {
        const next = new Set(ids);
        next.delete(card.id);
        return next;
      });
    },
    onError: (error) => {
      reportError(error);
      void board.refetch();
    },
  });

  // Issue 17 item 11: a full kitchen pauses new orders; checkout and the storefront follow.
  const pausedAt = board.data?.orders_paused_at ?? null;
  const pause = useMutation({
    mutationFn: async (paused: boolean) =>
      apiClient.put<{ orders_paused_at: string | null }>(adminPaths.ordersPaused, { paused }),
    onSuccess: (answer) => {
      notify.success(answer.responseText);
      void board.refetch();
    },
    onError: reportError,
  });

  const title = t('admin_orders.kitchen.title');
  useDocumentTitle(fresh.size > 0 ? `(${fresh.size}) ${title}` : title);

  const groups = useMemo(() => {
    const byTime = new Map<string, KitchenCard[]>();
    const sorted = [...cards.values()].sort(
      (a, b) =>
        (a.delivery?.from ?? '9999').localeCompare(b.delivery?.from ?? '9999') ||
        (a.paid_at ?? '').localeCompare(b.paid_at ?? ''),
    );
    for (const card of sorted) {
      const key = card.delivery?.label ?? '';
      byTime.set(key, [...(byTime.get(key) ?? []), card]);
    }
    return [...byTime.entries()];
  }, [cards]);

  return (
    <AdminPage
      title={title}
      actions={
        <div className="kitchen__status">
          {fresh.size > 0 ? (
            <span className="kitchen__badge" data-testid="kitchen-new-count">
              {t('admin_orders.kitchen.new_count', { count: fresh.size })}
            </span>
          ) : null}
          <span
            className={`kitchen__live${live ? ' kitchen__live--on' : ''}`}
            role="status"
            data-testid="kitchen-live"
          >
            {live ? t('admin_orders.kitchen.live') : t('admin_orders.kitchen.reconnecting')}
          </span>
          {pausedAt ? null : (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={pause.isPending || !board.data}
              onClick={() => pause.mutate(true)}
            >
              {t('admin_orders.kitchen.pause')}
            </button>
          )}
          <label className="check kitchen__sound">
            <input
              type="checkbox"
              checked={sound}
              onChange={(event) => setSound(event.target.checked)}
            />
            <span className="check__text">
              <span className="check__label">{t('admin_orders.kitchen.sound')}</span>
            </span>
          </label>
        </div>
      }
    >
      <p className="admin-content__intro">{t('admin_orders.kitchen.intro')}</p>
      {pausedAt ? (
        <div
          className="admin-panel spread-row kitchen__paused"
          role="status"
          data-testid="orders-paused"
        >
          <p>
            {t('admin_orders.kitchen.paused_since', {
              time: formatDateTime(pausedAt, language),
            })}
          </p>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={pause.isPending}
            onClick={() => pause.mutate(false)}
          >
            {t('admin_orders.kitchen.resume')}
          </button>
        </div>
      ) : null}
      {board.data && cards.size === 0 ? (
        <p className="admin-panel">{t('admin_orders.kitchen.empty')}</p>
      ) : null}
      {groups.map(([label, group]) => (
        <section
          key={label}
          className="kitchen__group"
          aria-label={label || t('admin_orders.kitchen.no_time')}
        >
          <div className="spread-row kitchen__time-row">
            <h2 className="kitchen__time">
              {t('admin_orders.kitchen.group', {
                time: label || t('admin_orders.kitchen.no_time'),
                count: group.length,
              })}
            </h2>
            <button
              type="button"
              className="button button--light button--small"
              onClick={() =>
                setPrintJob({
                  kind: 'packing',
                  label: label || t('admin_orders.kitchen.no_time'),
                  cards: group,
                })
              }
            >
              {t('admin_orders.kitchen.print_packing')}
            </button>
          </div>
          <ul className="kitchen__cards">
            {group.map((card) => {
              const next = nextKitchenStep(card.step);
              return (
                <li
                  key={card.id}
                  className={`kitchen-card${fresh.has(card.id) ? ' kitchen-card--new' : ''}`}
                  data-testid="kitchen-card"
                  data-reference={card.reference}
                >
                  <div className="kitchen-card__head">
                    <strong className="kitchen-card__reference">{card.reference}</strong>
                    {fresh.has(card.id) ? (
                      <span className="kitchen__badge">{t('admin_orders.kitchen.new_badge')}</span>
                    ) : null}
                    <span className="kitchen-card__step" data-testid="kitchen-step">
                      {t(`admin_orders.kitchen.step_${card.step ?? 'none'}`)}
                    </span>
                  </div>
                  <p className="fine-print">
                    {card.customer}
                    {card.place ? ` · ${card.place}` : ''}
                  </p>
                  <ul className="kitchen-card__lines">
                    {card.lines.map((line, index) => (
                      <li key={index}>
                        <span className="kitchen-card__qty">{line.quantity}×</span> {line.name}
                        {line.picks.length > 0 ? (
                          <span className="kitchen-card__picks">{line.picks.join(' · ')}</span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  {card.note ? (
                    <p className="kitchen-card__note" data-testid="kitchen-note">
                      <strong>{t('admin_orders.kitchen.note')}:</strong> {card.note}
                    </p>
                  ) : null}
                  <div className="kitchen-card__actions">
                    {next ? (
                      <button
                        type="button"
                        className="button button--primary button--small"
                        disabled={advance.isPending}
                        onClick={() => advance.mutate({ id: card.id, step: next })}
                      >
                        {t(`admin_orders.kitchen.do_${next}`)}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => setPrintJob({ kind: 'ticket', card })}
                    >
                      {t('admin_orders.kitchen.print_ticket')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <KitchenPrint job={printJob} />
    </AdminPage>
  );
}
