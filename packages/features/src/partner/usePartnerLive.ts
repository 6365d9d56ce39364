/**
 * The live partner console (issue #16 "Partner console, live"): new and changed bookings appear
 * without a reload. The console opens the API's server-sent events (`POST /partner/events/ticket`, then
 * an `EventSource` on `GET /partner/events?ticket=`); each `booking` event refetches every partner
 * query, a new request is announced (`aria-live`), highlighted and, when the staff member turned the
 * sound on, beeped. When the stream fails or EventSource is missing, the console polls: its queries
 * refetch every {@link POLL_MS} and a new stream is tried every {@link RETRY_MS}.
 */
import type { GariApi } from '@gari/client/types';
import type { PartnerEvent } from '@gari/contract/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../shared/locale';
import { partnerT } from './messages';

/** Refetch interval of the partner queries while the stream is down (ms): "polling every 15 s". */
export const POLL_MS = 15_000;
/** Refetch interval while the stream is live (ms): a safety net for events of other API processes. */
export const LIVE_REFRESH_MS = 60_000;
/** Delay before a failed stream is opened again (ms). */
export const RETRY_MS = 30_000;
/** localStorage key of the sound toggle ('1' = on; off by default). */
export const SOUND_KEY = 'gari.partner.sound';

/** What a stream tells the console. */
export interface LiveHandlers {
  /** The stream is open (the API's `ready` event). */
  onReady(): void;
  /** A booking of one of the staff member's providers was made or changed. */
  onEvent(event: PartnerEvent): void;
  /** The stream failed or could not be opened; the console polls and tries again later. */
  onError(): void;
}

/** Opens a stream; returns the function that closes it. */
export type LiveConnector = (handlers: LiveHandlers) => () => void;

/** Connection state: `connecting` (first try), `live` (stream open), `polling` (stream down). */
export type LiveConnection = 'connecting' | 'live' | 'polling';

/** What stories and tests put in {@link PartnerLiveContext}. */
export interface PartnerLiveOverride {
  /** Replaces the EventSource connector. */
  connect: LiveConnector;
  /** Replaces {@link RETRY_MS} (ms). */
  retryMs?: number;
}

/**
 * A connector for stories and tests (replaces the EventSource one below the provider). Null: the
 * real {@link eventSourceConnector} retried every {@link RETRY_MS}.
 */
export const PartnerLiveContext = createContext<PartnerLiveOverride | null>(null);

/**
 * The browser connector: a ticket from `api.partner.eventsTicket()`, then an `EventSource` on
 * `api.partner.eventsUrl(ticket)`. Any EventSource error closes it and reports `onError` (the ticket is
 * single-use in spirit: a reconnect needs a fresh one). Without EventSource, `onError` at once.
 */
export function eventSourceConnector(partner: NonNullable<GariApi['partner']>): LiveConnector {
  return (handlers) => {
    let closed = false;
    let source: EventSource | null = null;
    if (typeof EventSource === 'undefined') {
      queueMicrotask(() => closed || handlers.onError());
      return () => {
        closed = true;
      };
    }
    partner.eventsTicket().then(
      ({ ticket }) => {
        if (closed) return;
        source = new EventSource(partner.eventsUrl(ticket));
        source.addEventListener('ready', () => handlers.onReady());
        source.addEventListener('booking', (message) => {
          try {
            handlers.onEvent(JSON.parse((message as MessageEvent<string>).data) as PartnerEvent);
          } catch {
            // a malformed event is ignored; the next refetch catches up
          }
        });
        source.onerror = () => {
          source?.close();
          if (!closed) handlers.onError();
        };
      },
      () => closed || handlers.onError(),
    );
    return () => {
      closed = true;
      source?.close();
    };
  };
}

/** A short generated beep (880 Hz, 0.25 s) through WebAudio; silent where WebAudio is missing. */
export function beep(): void {
  const Audio =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Audio) return;
  try {
    const audio = new Audio();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    const t = audio.currentTime;
    osc.type = 'sine';
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start(t);
    osc.stop(t + 0.3);
    osc.onended = () => void audio.close();
  } catch {
    // no sound is better than a broken console
  }
}

function readSound(): boolean {
  try {
    return globalThis.localStorage?.getItem(SOUND_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The live state of the console for the providers of `partner`:
 * - `connection` ({@link LiveConnection}) and `refetchInterval` for the partner queries
 *   ({@link LIVE_REFRESH_MS} when live, {@link POLL_MS} otherwise);
 * - `fresh`: booking ids that arrived while the page was open (highlighted as new);
 * - `announcement`: the text of the polite live region ('New booking request GR-…');
 * - `sound` / `setSound`: the beep toggle, remembered in localStorage ({@link SOUND_KEY}), off by
 *   default; turning it on plays the beep once (and unlocks audio in the browser).
 * Each event refetches every `['partner', …]` query; a stream that comes back refetches too.
 */
export function usePartnerLive(partner: NonNullable<GariApi['partner']>) {
  const t = useT(partnerT);
  const tRef = useRef(t);
  tRef.current = t;
  const injected = useContext(PartnerLiveContext);
  const connect = useMemo(() => injected?.connect ?? eventSourceConnector(partner), [injected, partner]);
  const retryMs = injected?.retryMs ?? RETRY_MS;
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [sound, setSoundState] = useState(false);
  const soundRef = useRef(false);

  useEffect(() => {
    const on = readSound();
    soundRef.current = on;
    setSoundState(on);
  }, []);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let everLive = false;
    let active = true;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['partner'] });
    const open = () => {
      let failed = false;
      const close = connect({
        onReady: () => {
          if (!active) return;
          if (everLive) refresh(); // catch up on what happened while the stream was down
          everLive = true;
          setConnection('live');
        },
        onEvent: (event) => {
          if (!active) return;
          refresh();
          if (event.change !== 'created') return;
          setFresh((ids) => new Set(ids).add(event.booking_id));
          setAnnouncement(tRef.current('announceNew', { id: event.booking_id }));
          if (soundRef.current) beep();
        },
        onError: () => {
          if (!active || failed) return;
          failed = true;
          stop?.();
          stop = null;
          setConnection('polling');
          retry = setTimeout(open, retryMs);
        },
      });
      if (failed) close();
      else stop = close;
    };
    open();
    return () => {
      active = false;
      clearTimeout(retry);
      stop?.();
    };
  }, [connect, queryClient, retryMs]);

  const setSound = useCallback((on: boolean) => {
    soundRef.current = on;
    setSoundState(on);
    try {
      globalThis.localStorage?.setItem(SOUND_KEY, on ? '1' : '0');
    } catch {
      // private mode: the choice lasts this page only
    }
    if (on) beep();
  }, []);

  return {
    connection,
    refetchInterval: connection === 'live' ? LIVE_REFRESH_MS : POLL_MS,
    fresh,
    announcement,
    sound,
    setSound,
  };
}

/** What {@link usePartnerLive} returns. */
export type PartnerLive = ReturnType<typeof usePartnerLive>;
