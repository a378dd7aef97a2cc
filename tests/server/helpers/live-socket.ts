import WebSocket from 'ws';
import { LIVE_SOCKET_PATH, type LiveServerMessage } from '../../../contract/live';
import type { TestApp } from './test-app';

/** A socket client that keeps every message it was sent, and waits for the one a test expects. */
export class LiveClient {
  readonly got: LiveServerMessage[] = [];
  private waiters: { pred: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as LiveServerMessage;
      this.got.push(m);
      this.waiters = this.waiters.filter((w) => (w.pred(m) ? (w.resolve(m), false) : true));
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }
  /** Opens a connection that sends a heartbeat every `heartbeatMs` (0: a silent one). */
  static async open(t: Pick<TestApp, 'url'>, heartbeatMs = 0): Promise<LiveClient> {
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}${LIVE_SOCKET_PATH}`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const c = new LiveClient(ws);
    if (heartbeatMs) {
      const beat = setInterval(() => ws.readyState === ws.OPEN && ws.send(JSON.stringify({ type: 0 })), heartbeatMs);
      ws.on('close', () => clearInterval(beat));
    }
    return c;
  }
  send(msg: unknown) {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }
  next<T extends LiveServerMessage>(pred: (m: LiveServerMessage) => boolean, ms = 3000): Promise<T> {
    const seen = this.got.find(pred);
    if (seen) {
      this.got.splice(this.got.indexOf(seen), 1);
      return Promise.resolve(seen as T);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such message; got ${JSON.stringify(this.got)}`)), ms);
      this.waiters.push({ pred, resolve: (m) => (clearTimeout(timer), this.got.splice(this.got.indexOf(m), 1), resolve(m as T)) });
    });
  }
  async join(room_href = 'frames-live', token?: string) {
    this.send({ type: 1, room_href, token });
    return this.next<Extract<LiveServerMessage, { type: 3 }>>((m) => m.type === 3);
  }
  error(reason: string) {
    return this.next((m) => m.type === 9 && m.reason === reason);
  }
  close() {
    this.ws.terminate();
  }
}
