// The class server's WebSocket (docs/CLASS.md, "The WebSocket"), kept open: the first frame says
// who this tab is (`hello()`: the teacher's `{ type: 'teacher', code, secret }` or a student's
// `{ type: 'join', code, seat, nickname }`, asked again at each connection so a seat token kept
// since is sent), and a connection that drops (a phone asleep, the Wi-Fi gone, the server
// restarted) is opened again after a backoff (./tally.js), at once when the browser says it is
// back online or the tab is shown again. It stops for good on what the server means as final:
// `ended`, `replaced` (another tab took this seat) and the errors that close (`forbidden`,
// `no-room`, `too-many-attempts`, `closing`).

import { backoff } from './tally.js';

/** Errors after which the server closes the connection and another try would get the same. */
const FINAL = new Set(['forbidden', 'no-room', 'too-many-attempts', 'closing']);

/** The class server's address of the socket, beside the page (`ws:` or `wss:` as the page is served). */
export function socketUrl(location = window.location) {
  const url = new URL('class/ws', new URL('/', location.href));
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export class ClassSocket {
  /**
   * @param {{ hello: () => object, onMessage: (message: any) => void, onStatus: (status: string) => void }} handlers
   *   `onStatus` hears 'connecting', 'open', 'waiting' (lost, trying again) and 'stopped'
   */
  constructor({ hello, onMessage, onStatus }) {
    this.hello = hello;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    /** @type {WebSocket | null} */
    this.ws = null;
    this.attempt = 0;
    this.timer = 0;
    this.stopped = false;
    this.status = 'connecting';
    this.retryNow = () => {
      if (this.stopped || (this.ws && this.ws.readyState <= WebSocket.OPEN)) return;
      clearTimeout(this.timer);
      this.#connect();
    };
    window.addEventListener('online', this.retryNow);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && this.retryNow());
    this.#connect();
  }

  #set(status) {
    this.status = status;
    this.onStatus(status);
  }

  #connect() {
    this.#set('connecting');
    const ws = new WebSocket(socketUrl());
    this.ws = ws;
    ws.addEventListener('open', () => {
      this.attempt = 0;
      ws.send(JSON.stringify(this.hello()));
      this.#set('open');
    });
    ws.addEventListener('message', (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message?.type === 'ended' || message?.type === 'replaced' || (message?.type === 'error' && FINAL.has(message.code))) this.stop();
      this.onMessage(message);
    });
    ws.addEventListener('close', () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      this.#set('waiting');
      this.timer = window.setTimeout(() => this.#connect(), backoff(this.attempt++));
    });
  }

  /** Sends a frame if the connection is open; returns whether it went. */
  send(message) {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Closes the connection for good. */
  stop() {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.retryNow);
    const { ws } = this;
    this.ws = null;
    ws?.close();
    this.#set('stopped');
  }
}
