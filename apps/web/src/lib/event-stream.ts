import { useEffect, useRef, useState } from 'react';
import { API_ROOT } from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import { getToken } from './session/session';

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
 * Issue 15: a Server-Sent Events stream of the API (the kitchen board's, an order's), read with
 * fetch rather than EventSource, which cannot send the bearer token. After a dropped connection
 * it reconnects with growing pauses and resumes after the last event it received
 * (Last-Event-ID), so none is missed. `start` is where to begin (null waits; undefined: from
 * now); `onData` gets each event's parsed JSON. Answers whether the stream is connected.
 */
export function useEventStream(
  path: string | null,
  start: number | null | undefined,
  onData: (data: unknown) => void,
) {
  const language = useLanguage();
  const [live, setLive] = useState(false);
  const onDataRef = useRef(onData);
  useEffect(() => {
    onDataRef.current = onData;
  }, [onData]);

  useEffect(() => {
    if (path === null || start === null) return;
    const controller = new AbortController();
    let lastId = start;
    let attempt = 0;
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          const response = await fetch(`${API_ROOT}${path}?language=${language}`, {
            headers: {
              authorization: `Bearer ${getToken() ?? ''}`,
              ...(lastId === undefined ? {} : { 'last-event-id': String(lastId) }),
            },
            signal: controller.signal,
          });
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
              onDataRef.current(JSON.parse(event.data));
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
  }, [path, start, language]);

  return live;
}
