/**
 * The realtime gateway connection (docs/api/gateway.md): connect, identify (op 0) with the session token, wait
 * for identified (op 1), heartbeat (op 2) every 45 s answered by an ack (op 3), events (op 4) onto the bus once
 * their payload passes its schema (`lib/gateway/events.ts`). A link not identified within 10 s of its start, or
 * whose heartbeat went unanswered, is abandoned (closed without waiting for its close event, which a dead network
 * may never deliver) and treated like a closed one. On close it reconnects at most 3 times, with
 * exponential backoff and jitter, never after close code 1005, an auth failure, or our own close. The count
 * resets only once a link has lived (its first heartbeat ack), so a server that identifies and then drops the
 * link cannot cause reconnects forever. After giving up it tries again when the browser is back online or the
 * tab becomes visible.
 */
import { parseGatewayPayload } from '@lib/gateway/events';
import {
  AUTH_FAILED_CLOSE_CODE,
  type GatewayEventName,
  GatewayOp,
  HEARTBEAT_INTERVAL_MS,
  heartbeatFrame,
  identifyFrame,
  MAX_RECONNECT_ATTEMPTS,
  NO_RECONNECT_CLOSE_CODE,
  normalizeEventName,
  parseFrame,
} from '@lib/gateway/protocol';
import type { GatewayBus, GatewayStatus } from '@lib/gateway/react';

/** Close code we use for a connection whose heartbeat went unanswered. */
export const HEARTBEAT_TIMEOUT_CLOSE_CODE = 4000;
/** Close code we use for a connection not identified in time. */
export const IDENTIFY_TIMEOUT_CLOSE_CODE = 4002;
/**
 * How long a link may take from its start to identified (op 1): opening the socket and identify together
 * (docs/api/gateway.md#identify). Past it the link is abandoned and the client reconnects.
 */
export const IDENTIFY_TIMEOUT_MS = 10_000;

export interface GatewaySocket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface GatewayClientOptions {
  url: string;
  token: string;
  bus: GatewayBus;
  onStatus?: (status: GatewayStatus) => void;
  /** The gateway refused the token. */
  onAuthFailed?: () => void;
  createSocket?: (url: string) => GatewaySocket;
  /** How long a link may take to be identified; {@link IDENTIFY_TIMEOUT_MS} by default. */
  identifyTimeout?: number;
  /** Delay before reconnect attempt n (1-based); by default {@link defaultBackoff} with `random`. */
  backoff?: (attempt: number) => number;
  /** The jitter's random source, in [0, 1) (Math.random by default; a test passes its own). */
  random?: () => number;
  /**
   * Subscribes to the moments worth another try after giving up; returns the unsubscribe. By default the
   * browser coming back online and the tab becoming visible ({@link browserWake}).
   */
  wake?: (listener: () => void) => () => void;
}

const OPEN = 1;

/** The wait before reconnect attempt n: `min(30 s, 1 s × 2^(n−1))`, times a random 50–100 %. */
export const defaultBackoff = (attempt: number, random: () => number = Math.random) =>
  Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.5 + random() / 2);

/** The browser's signals that another try may work: back online, or the tab visible again. */
export function browserWake(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('online', listener);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export class GatewayClient {
  private socket: GatewaySocket | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private identifyTimer: ReturnType<typeof setTimeout> | null = null;
  private awaitingAck = false;
  /** Whether the current link has lived: its first heartbeat ack came. */
  private healthy = false;
  private attempts = 0;
  private unsubscribeWake: (() => void) | null = null;
  private stopped = false;
  private status: GatewayStatus = 'idle';

  constructor(private readonly options: GatewayClientOptions) {}

  getStatus(): GatewayStatus {
    return this.status;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Our own close: no reconnect. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.stopWaiting();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'client closed');
    }
    this.setStatus('closed');
  }

  private setStatus(status: GatewayStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private connect(): void {
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as GatewaySocket);
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    let socket: GatewaySocket;
    try {
      socket = create(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.healthy = false;
    this.identifyTimer = setTimeout(() => {
      this.identifyTimer = null;
      this.abandon(socket, IDENTIFY_TIMEOUT_CLOSE_CODE, 'identify timeout');
    }, this.options.identifyTimeout ?? IDENTIFY_TIMEOUT_MS);
    socket.onopen = () => {
      // A reconnect stays 'reconnecting' until identified, so the status does not flicker back to connecting.
      if (this.attempts === 0) this.setStatus('identifying');
      socket.send(identifyFrame(this.options.token));
    };
    socket.onmessage = (event) => this.handleFrame(event.data);
    socket.onclose = (event) => this.handleClose(socket, event.code);
    socket.onerror = () => {
      // A close event always follows an error; reconnection is decided there.
    };
  }

  private handleFrame(data: unknown): void {
    const frame = parseFrame(data);
    if (!frame) return;
    switch (frame.op) {
      case GatewayOp.Identified:
        // Not healthy yet: a server that identifies and drops the link must not reset the count.
        if (this.identifyTimer) clearTimeout(this.identifyTimer);
        this.identifyTimer = null;
        this.setStatus('ready');
        this.startHeartbeat();
        break;
      case GatewayOp.HeartbeatAck:
        this.awaitingAck = false;
        if (!this.healthy) {
          this.healthy = true;
          this.attempts = 0;
        }
        break;
      case GatewayOp.Event: {
        const name = frame.t ? normalizeEventName(frame.t) : null;
        if (name) this.publish(name, frame.d);
        break;
      }
      default:
        break;
    }
  }

  /** The one place a payload is validated: subscribers get it typed, and one its schema refuses is dropped. */
  private publish<Name extends GatewayEventName>(name: Name, payload: unknown): void {
    const parsed = parseGatewayPayload(name, payload);
    if (!parsed.success) {
      console.warn(`gateway: dropped a ${name} event, its payload does not match the schema`, parsed.error);
      return;
    }
    this.options.bus.emit(name, parsed.data);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.awaitingAck = false;
    this.heartbeat = setInterval(() => {
      const socket = this.socket;
      if (!socket || socket.readyState !== OPEN) return;
      if (this.awaitingAck) {
        this.abandon(socket, HEARTBEAT_TIMEOUT_CLOSE_CODE, 'heartbeat timeout');
        return;
      }
      this.awaitingAck = true;
      socket.send(heartbeatFrame());
    }, HEARTBEAT_INTERVAL_MS);
  }

  /**
   * Gives up on a link that stopped answering: detached first, so nothing it says any more counts, then closed
   * with our code, then handled as closed at once. Its close event is not awaited: on a dead network the closing
   * handshake never completes and the browser reports the close only much later.
   */
  private abandon(socket: GatewaySocket, code: number, reason: string): void {
    if (socket !== this.socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch {
      // Already closing: nothing more to do with it.
    }
    this.handleClose(socket, code);
  }

  private handleClose(socket: GatewaySocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    if (this.stopped || code === NO_RECONNECT_CLOSE_CODE) {
      this.setStatus('closed');
      return;
    }
    if (code === AUTH_FAILED_CLOSE_CODE) {
      this.setStatus('failed');
      this.options.onAuthFailed?.();
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.setStatus('failed');
      this.waitForWake();
      return;
    }
    this.attempts += 1;
    this.setStatus('reconnecting');
    const { backoff, random } = this.options;
    const delay = backoff ? backoff(this.attempts) : defaultBackoff(this.attempts, random);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  /** Given up: the next online or visible moment starts afresh, with 3 reconnects of its own. */
  private waitForWake(): void {
    this.stopWaiting();
    this.unsubscribeWake = (this.options.wake ?? browserWake)(() => {
      if (this.stopped || this.socket) return;
      this.stopWaiting();
      this.attempts = 0;
      this.connect();
    });
  }

  private stopWaiting(): void {
    this.unsubscribeWake?.();
    this.unsubscribeWake = null;
  }

  private clearTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.identifyTimer) clearTimeout(this.identifyTimer);
    this.heartbeat = null;
    this.reconnectTimer = null;
    this.identifyTimer = null;
  }
}
