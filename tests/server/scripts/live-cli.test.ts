import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { eq } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import { consoleMessages } from '../../../contract/console-messages';
import type { LiveComment, LiveServerMessage } from '../../../contract/live';
import { liveComments, liveMutes, liveRooms } from '../../../server/db/schema';
import { liveCommand, LIVE_USAGE } from '../../../scripts/lib/live-commands';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { LiveClient } from '../helpers/live-socket';
import { visitorToken } from '../helpers/sessions';

/** `npm run live -- …` (scripts/live.ts) is this function on the operator's built app: its moves reach the room's sockets. */
describe.each(backends())('npm run live (%s)', (backend) => {
  let t: TestApp;
  const clients: LiveClient[] = [];
  const run = (...argv: string[]) => liveCommand(t.app, argv);
  const viewer = async (room: string, token?: string) => {
    const c = await LiveClient.open(t, 500);
    clients.push(c);
    await c.join(room, token);
    return c;
  };
  const roomRow = async (slug: string) => (await t.db.select().from(liveRooms).where(eq(liveRooms.slug, slug)))[0]!;
  beforeAll(async () => {
    t = await startTestApp(backend, { live: { heartbeatMs: 1000, commentRateMax: 10, commentRateWindowMs: 60_000 } });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  it('list shows the rooms with their state and products; comments the latest with their ids and writers', async () => {
    const list = await run('list');
    expect(list).toMatch(/^frames-live\s+live\s+New frames, live from the workshop\s+\/live\/demo\/index\.m3u8$/m);
    expect(list).toMatch(/^sunglasses-preview\s+scheduled\s+Sunglasses preview$/m);
    expect(list).toContain('\nframes-live:\nproduct  name');
    expect(list.match(/ yes$/gm)).toHaveLength(2);
    const comments = await run('comments', 'frames-live', '--limit', '2');
    const rows = comments.split('\n').slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^\d+\s+\S+\s+Demo\*\*\*\s+1\s+/);
    expect(await run('comments', 'sunglasses-preview')).toBe('sunglasses-preview: no comments');
    await expect(run('comments', 'frames-live', '--limit', 'all')).rejects.toThrow('--limit must be a whole number from 1, not all');
  });

  it("start with a video url, pin, price, stock, unpin and end: each stored and told to the room's viewers (type 4)", async () => {
    const v = await viewer('sunglasses-preview');
    const update = (kind: string) => v.next<Extract<LiveServerMessage, { type: 4 }>>((m) => m.type === 4 && m.update.kind === kind);
    const url = 'https://cdn.example.com/sunglasses/index.m3u8';
    expect(await run('start', 'sunglasses-preview', '--video', url)).toContain('"state":"live"');
    expect((await update('state')).update).toEqual({ kind: 'state', state: 'live', video_url: url });
    expect(await roomRow('sunglasses-preview')).toMatchObject({ state: 'live', videoUrl: url });

    const list = await run('list');
    const productId = /\nsunglasses-preview:\n.*\n.*\n(\d+)/.exec(list)![1]!;
    await run('pin', 'sunglasses-preview', productId);
    expect((await update('product')).update).toMatchObject({ product: { id: Number(productId), pinned: true } });
    await run('price', 'sunglasses-preview', productId, '--price', '49', '--special', '39');
    expect((await update('product')).update).toMatchObject({ product: { id: Number(productId), price: 49, special_price: 39 } });
    await run('stock', 'sunglasses-preview', productId, '--stock', '0');
    expect((await update('product')).update).toMatchObject({ product: { true_qty: 0 } });
    await run('unpin', 'sunglasses-preview', productId);
    expect((await update('product')).update).toMatchObject({ product: { pinned: false } });
    expect(await run('list')).toMatch(new RegExp(`^${productId}\\s+.+\\s+49\\.00\\s+39\\.00\\s+0$`, 'm'));

    await run('end', 'sunglasses-preview');
    expect((await update('state')).update).toMatchObject({ state: 'ended', video_url: url });
    expect((await roomRow('sunglasses-preview')).state).toBe('ended');
  });

  it("delete-comment removes it from the room (told to viewers); mute refuses a visitor's comments until unmute", async () => {
    const v = await viewer('frames-live');
    const writer = await viewer('frames-live', await visitorToken(t));
    writer.send({ type: 2, text: 'from the cli test' });
    const said = await v.next<LiveComment>((m) => m.type === 2 && m.text === 'from the cli test');
    expect(await run('comments', 'frames-live')).toContain('from the cli test');
    expect(await run('delete-comment', 'frames-live', String(said.id))).toContain('"kind":"comment_deleted"');
    expect(await v.next((m) => m.type === 4 && m.update.kind === 'comment_deleted')).toMatchObject({ update: { comment_id: said.id } });
    expect(await run('comments', 'frames-live')).not.toContain('from the cli test');
    expect((await t.db.select().from(liveComments).where(eq(liveComments.id, said.id)))[0]!.deletedAt).not.toBeNull();

    const visitorId = (await t.db.select().from(liveComments).where(eq(liveComments.id, said.id)))[0]!.visitorId!;
    expect(await run('comments', 'frames-live', '--limit', '100')).not.toContain(visitorId);
    expect(await run('mute', 'frames-live', visitorId)).toContain('"kind":"muted"');
    expect(await t.db.select().from(liveMutes).where(eq(liveMutes.visitorId, visitorId))).toHaveLength(1);
    writer.send({ type: 2, text: 'muted now' });
    await writer.error('muted');
    await run('unmute', 'frames-live', visitorId);
    writer.send({ type: 2, text: 'unmuted now' });
    await v.next((m) => m.type === 2 && m.text === 'unmuted now');
  });

  it('refuses what the admin endpoint refuses, with its message, and changes nothing; no command prints the usage', async () => {
    const before = await roomRow('frames-live');
    await expect(run('start', 'frames-live', '--video', 'javascript:alert(1)')).rejects.toThrow(messages.liveVideoUrlInvalid);
    await expect(run('start', 'frames-live', '--video', 'ftp://cdn.example.com/x.m3u8')).rejects.toBeInstanceOf(ValidationError);
    // Started twice: refused as the endpoint refuses it (409), the room as it was.
    await expect(run('start', 'frames-live')).rejects.toThrow(consoleMessages.liveRoomStarted);
    expect(await roomRow('frames-live')).toEqual(before);
    await expect(run('end', 'no-such-room')).rejects.toThrow(messages.liveRoomNotFound);
    await expect(run('price', 'frames-live', '1')).rejects.toThrow(messages.invalidInput);
    await expect(run('delete-comment', 'frames-live', '999999999')).rejects.toThrow();
    await expect(run('mute', 'frames-live', 'not-a-visitor')).rejects.toThrow(messages.liveMuteWho);
    await expect(run('dance', 'frames-live')).rejects.toThrow(LIVE_USAGE);
    await expect(run('start')).rejects.toThrow(LIVE_USAGE);
    expect(await run()).toBe(LIVE_USAGE);
    expect(await run('--help')).toBe(LIVE_USAGE);
  });
});

describe('scripts/live.ts, the command itself', () => {
  it('runs as `npm run live` and prints the usage without a command (opening no database)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-cli-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      for (const argv of [[], ['--help']]) {
        const usage = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/live.ts', ...argv], { env, encoding: 'utf8', timeout: 60_000 });
        expect(usage.status, usage.stderr).toBe(0);
        expect(usage.stdout.trim()).toBe(LIVE_USAGE);
      }
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
