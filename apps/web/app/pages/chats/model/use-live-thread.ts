import { useRevalidator } from '@remix-run/react';
import type { ChatMessage } from '@repo/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveChat, LiveEvent, LiveStatus, Outgoing } from './live-chat.ts';
import { sendFailureKey } from './chat-actions.ts';

/** What the open thread knows beyond its loader: the live tail, the outbox, the receipts. */
export interface LiveThreadState {
  /** 'off' until the live module is loaded (and always without JavaScript). */
  status: LiveStatus | 'off';
  /** Messages newer than the page's, in order. */
  messages: ChatMessage[];
  /** Typed here, not yet acknowledged (shown as "Sending…" or waiting for the network). */
  outbox: Outgoing[];
  otherReadSeq: number;
  otherDeliveredSeq: number;
  /** The last message the server refused: its text goes back into the box, with why. */
  refused: { text: string; key: string; at: number } | null;
}

export interface LiveThreadInput {
  conversationId: string;
  /** The newest sequence number the page shows. */
  lastSeq: number;
  otherReadSeq: number;
  otherDeliveredSeq: number;
  /** False on a page of older messages: no live tail there. */
  enabled: boolean;
}

const ELSEWHERE_REFRESH_MS = 1_500;

/**
 * The live thread (ADR 0038): after hydration it loads the socket client (a separate chunk,
 * so `/chats` stays within its JavaScript budget) and follows the open conversation. Without
 * JavaScript nothing of this runs: the page's forms and "Refresh" do the same work.
 */
export function useLiveThread(input: LiveThreadInput) {
  const { conversationId, lastSeq, enabled } = input;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const chat = useRef<LiveChat | null>(null);
  const pageSeq = useRef(lastSeq);
  pageSeq.current = lastSeq;
  const [state, setState] = useState<LiveThreadState>(() => ({
    status: 'off',
    messages: [],
    outbox: [],
    otherReadSeq: input.otherReadSeq,
    otherDeliveredSeq: input.otherDeliveredSeq,
    refused: null,
  }));

  // The page's own positions when the loader runs again (a refresh, a form post).
  useEffect(() => {
    setState((s) => ({
      ...s,
      messages: s.messages.filter((m) => m.seq > lastSeq),
      otherReadSeq: Math.max(s.otherReadSeq, input.otherReadSeq),
      otherDeliveredSeq: Math.max(s.otherDeliveredSeq, input.otherDeliveredSeq),
    }));
    chat.current?.advance(lastSeq);
  }, [lastSeq, input.otherReadSeq, input.otherDeliveredSeq]);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const seen = () => document.visibilityState === 'visible';
    const onEvent = (event: LiveEvent) => {
      switch (event.type) {
        case 'status':
          return setState((s) => ({ ...s, status: event.status }));
        case 'messages':
          return setState((s) => ({
            ...s,
            messages: [
              ...s.messages,
              ...event.messages.filter((m) => m.seq > Math.max(lastSeqOf(s), pageSeq.current)),
            ],
          }));
        case 'outbox':
          return setState((s) => ({ ...s, outbox: event.outbox }));
        case 'refused':
          return setState((s) => ({
            ...s,
            refused: {
              text: event.outgoing.text,
              key: sendFailureKey({ status: event.status, code: event.code }),
              at: Date.now(),
            },
          }));
        case 'read':
          return setState((s) => ({
            ...s,
            otherReadSeq: Math.max(s.otherReadSeq, event.seq),
            otherDeliveredSeq: Math.max(s.otherDeliveredSeq, event.seq),
          }));
        case 'delivered':
          return setState((s) => ({
            ...s,
            otherDeliveredSeq: Math.max(s.otherDeliveredSeq, event.seq),
          }));
        case 'elsewhere':
          // Another conversation moved: the list (its order, its counts) is loaded again.
          clearTimeout(refreshTimer);
          refreshTimer = setTimeout(() => revalidate.current(), ELSEWHERE_REFRESH_MS);
      }
    };
    const wake = () => chat.current?.wake();
    const shown = () => {
      if (!seen()) return;
      chat.current?.wake();
      chat.current?.markSeen();
    };
    void import('./live-chat.ts').then(({ LiveChat, socketUrl }) => {
      if (cancelled) return;
      chat.current = new LiveChat({
        url: socketUrl(window.location),
        conversationId,
        lastSeq,
        onEvent,
        isSeen: seen,
      });
      chat.current.start();
    });
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', shown);
    return () => {
      cancelled = true;
      clearTimeout(refreshTimer);
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', shown);
      chat.current?.stop();
      chat.current = null;
    };
    // One socket per open conversation; the sequence it starts from is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, enabled]);

  /** Sends over the socket when it is live; false when the caller should post the form. */
  const send = useCallback((text: string): boolean => {
    const live = chat.current;
    if (!live?.live) return false;
    live.send(text);
    return true;
  }, []);

  return { state, send };
}

function lastSeqOf(state: LiveThreadState): number {
  return state.messages[state.messages.length - 1]?.seq ?? 0;
}
