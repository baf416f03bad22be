import { useEffect, useRef, useState } from 'react';
import { API_ROOT, adminPaths, kitchenEventSchema, type KitchenCard } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { getToken } from '../../../../lib/session/session';

/** Pauses before reconnecting, growing while the server stays away. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

/** The SSE blocks of `text`: complete ones parsed, the unfinished rest returned. */
function parseBlocks(text: string): { events: { id: string; data: string }[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let id = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    return data ? [{ id, data }] : [];
  });
  return { events, rest };
}

/**
 * Issue 15: the kitchen board's live events (GET /admin/orders/stream). Read with fetch rather
 * than EventSource, which cannot send the operator's bearer token; after a dropped connection it
 * reconnects and resumes after the last event it received (Last-Event-ID), so none is missed.
 * `start` is the board's own last event id; null waits for the board.
 */
export function useKitchenStream(start: number | null, onCard: (card: KitchenCard) => void) {
  const language = useLanguage();
  const [live, setLive] = useState(false);
  const onCardRef = useRef(onCard);
  useEffect(() => {
    onCardRef.current = onCard;
  }, [onCard]);

  useEffect(() => {
    if (start === null) return;
    const controller = new AbortController();
    let lastId = start;
    let attempt = 0;
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          const response = await fetch(
            `${API_ROOT}${adminPaths.ordersStream}?language=${language}`,
            {
              headers: {
                authorization: `Bearer ${getToken() ?? ''}`,
                'last-event-id': String(lastId),
              },
              signal: controller.signal,
            },
          );
          if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
          setLive(true);
          attempt = 0;
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            const parsed = parseBlocks(buffer + decoder.decode(value, { stream: true }));
            buffer = parsed.rest;
            for (const event of parsed.events) {
              const result = kitchenEventSchema.safeParse(JSON.parse(event.data));
              if (result.success) onCardRef.current(result.data.order);
              if (event.id) lastId = Number(event.id);
            }
          }
        } catch {
          // Dropped or refused: try again below, unless the page has gone.
        }
        setLive(false);
        if (controller.signal.aborted) return;
        const pause = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };
    void run();
    return () => controller.abort();
  }, [start, language]);

  return live;
}
