import path from 'node:path';
import { loadPaymentsConfig, type PaymentsConfig } from './services/payments/config';
import { LIVE_HEARTBEAT_MS, LIVE_NOW_POLL_MS, ORDER_PAYMENT_WINDOW_MS, SUPPORT_EMAIL } from '../contract/constants';
import { NETWORK_PATTERN, SHOP_NETWORK } from '../contract/schemas/tracking';
import { loadTranslatorConfig, type TranslatorConfig } from './services/translate/config';

/** Everything the server reads from the environment, read once. */
export interface Config {
  port: number;
  host: string;
  /** Directory of the embedded PGlite database, used when no databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** Public origin used in e-mailed links. */
  publicUrl: string;
  /** Directory of the built app; absent in API-only tests. */
  staticDir?: string;
  /** Lifetime of tokens in seconds. */
  visitorTokenTtl: number;
  customerTokenTtl: number;
  resetTokenTtl: number;
  /** Login, register and forgot-password attempts per window and IP. */
  authRateLimit: { max: number; windowMs: number };
  /** Prefix of rate-limit keys in Redis, so several shops (or test runs) can share one server. */
  rateLimitNamespace: string;
  /**
   * Which peers' X-Forwarded-For / -Proto / -Host are believed (Fastify's trustProxy): TRUST_PROXY
   * as addresses or CIDRs (comma-separated), a hop count, or `true`; by default only this machine
   * (loopback), so a shopper on the internet cannot pick the IP the rate limits count.
   */
  trustProxy: string | number | boolean;
  logLevel: string;
  /** SHOP_DEV_ENDPOINTS=1 mounts test-only endpoints (api/dev/outbox). Never in production. */
  devEndpoints: boolean;
  /**
   * SHOP_CHECK_REPLIES=1 (and with the dev endpoints, and in tests): every reply is checked strictly
   * against its route's yup reply schema before it is serialized, so a null, a string or a fraction
   * where the schema says otherwise fails (500) instead of being coerced by the serializer.
   */
  checkReplies: boolean;
  /** Payment providers per method (PAYMENT_PROVIDERS), the bank account, the bank-transfer window. */
  payments: PaymentsConfig;
  /**
   * BUSINESS_APPROVAL=1: a business account gets wholesale prices (and the business services) only
   * once staff approved it in the console; unset, declaring a business is enough (as before).
   */
  businessApproval: boolean;
  /** How long an unpaid order keeps its stock before it is cancelled. */
  orderPaymentWindowMs: number;
  /** How often the server cancels unpaid orders past their pay_by; 0: never (main.ts runs it, tests call it). */
  orderSweepMs: number;
  /** How long a mail sender holds the mails it claimed (MAIL_CLAIM_MS): one that dies lets them go then, to another. */
  mailClaimMs: number;
  /** How often the instalments due are asked of the pay-in-4 provider (INSTALMENT_SYNC_MS); below 1000: never. */
  instalmentSyncMs: number;
  /** How often the outbox is swept for mails no wake-up sent (MAIL_SWEEP_MS; at least 1000, else off: then only wake-ups send). */
  mailSweepMs: number;
  /** How often a process that works jobs looks for new ones when nobody woke it (JOB_POLL_MS). */
  jobPollMs: number;
  /** On SIGTERM/SIGINT, how long requests still running may take to finish before their connections are closed (main.ts). */
  shutdownGraceMs: number;
  /** GET /metrics answers only with `Authorization: Bearer` this (METRICS_TOKEN); null: no /metrics at all. */
  metricsToken: string | null;
  /** Shop events (POST api/v1/{network}/conversion): which networks exist, the rate limit, where they are forwarded. */
  conversions: ConversionsConfig;
  /** The machine translator of content (TRANSLATOR, TRANSLATE_URL, DEEPL_API_KEY): services/translate. */
  translator: TranslatorConfig;
  /** How often the running server translates content added or changed since (TRANSLATE_SWEEP_MS); 0: only once after start (main.ts runs it). */
  translateSweepMs: number;
  /** The contact forms (addInquiry, arrivalNotification): where the shop's copy of an inquiry goes, and their rate limit per IP. */
  contact: { shopEmail: string; rateLimit: { max: number; windowMs: number } };
  /**
   * The live room's socket (/ws/live): the heartbeat the clients keep (a connection silent for more
   * than 3 of them is dropped; LIVE_HEARTBEAT_MS, tests shorten it) and the comments per token per window.
   */
  live: { heartbeatMs: number; commentRateMax: number; commentRateWindowMs: number };
  /** How often the app asks which room is live (GET api/live/now; LIVE_NOW_POLL_MS, the browser tests shorten it). */
  liveNowPollMs: number;
  /** The support chat (socket.io on /ws/support): a shopper's messages per token per window (SUPPORT_RATE_MAX, SUPPORT_RATE_WINDOW_MS). */
  support: { rateMax: number; rateWindowMs: number };
}

export interface ConversionsConfig {
  /** CONVERSION_NETWORKS: the networks the path may name (others are a 404). Paid orders are recorded by the server under SHOP_NETWORK. */
  networks: string[];
  /** Events per token (or IP without one) per window. */
  rateLimit: { max: number; windowMs: number };
  /**
   * CONVERSION_FORWARD_URL and CONVERSION_FORWARD_KEY: forward every recorded event there (JSON,
   * the key as a bearer token). Without both, nothing leaves the machine.
   */
  forward: { url: string; key: string } | null;
}

function loadConversions(env: NodeJS.ProcessEnv): ConversionsConfig {
  const networks = (env.CONVERSION_NETWORKS ?? SHOP_NETWORK)
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter((n) => NETWORK_PATTERN.test(n));
  const url = env.CONVERSION_FORWARD_URL?.trim();
  const key = env.CONVERSION_FORWARD_KEY?.trim();
  return {
    networks: networks.length ? [...new Set(networks)] : [SHOP_NETWORK],
    rateLimit: { max: Number(env.CONVERSION_RATE_MAX ?? 120), windowMs: Number(env.CONVERSION_RATE_WINDOW_MS ?? 60_000) },
    forward: url && key ? { url, key } : null,
  };
}

/** TRUST_PROXY: unset -> loopback only; `true`/`false`; a whole number of hops; else addresses and CIDRs. */
export function trustProxyOf(value: string | undefined): string | number | boolean {
  const v = value?.trim();
  if (!v) return '127.0.0.1/8,::1';
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    visitorTokenTtl: Number(env.VISITOR_TOKEN_TTL ?? 60 * 60 * 24 * 365),
    customerTokenTtl: Number(env.CUSTOMER_TOKEN_TTL ?? 60 * 60 * 24 * 30),
    resetTokenTtl: Number(env.RESET_TOKEN_TTL ?? 60 * 60),
    authRateLimit: { max: Number(env.AUTH_RATE_MAX ?? 10), windowMs: Number(env.AUTH_RATE_WINDOW_MS ?? 60_000) },
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE ?? 'shop',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    devEndpoints: env.SHOP_DEV_ENDPOINTS === '1',
    checkReplies: env.SHOP_CHECK_REPLIES === '1' || env.SHOP_DEV_ENDPOINTS === '1',
    payments: loadPaymentsConfig(env),
    businessApproval: env.BUSINESS_APPROVAL === '1',
    orderPaymentWindowMs: Number(env.ORDER_PAYMENT_WINDOW_MS ?? ORDER_PAYMENT_WINDOW_MS),
    orderSweepMs: Number(env.ORDER_SWEEP_MS ?? 60_000),
    mailSweepMs: Number(env.MAIL_SWEEP_MS ?? 30_000),
    mailClaimMs: Number(env.MAIL_CLAIM_MS ?? 60_000),
    instalmentSyncMs: Number(env.INSTALMENT_SYNC_MS ?? 3_600_000),
    jobPollMs: Number(env.JOB_POLL_MS ?? 2_000),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    metricsToken: env.METRICS_TOKEN || null,
    conversions: loadConversions(env),
    translator: loadTranslatorConfig(env),
    translateSweepMs: Number(env.TRANSLATE_SWEEP_MS ?? 60_000),
    contact: {
      shopEmail: env.SHOP_INQUIRY_EMAIL?.trim() || SUPPORT_EMAIL,
      rateLimit: { max: Number(env.CONTACT_RATE_MAX ?? 5), windowMs: Number(env.CONTACT_RATE_WINDOW_MS ?? 600_000) },
    },
    live: {
      heartbeatMs: Number(env.LIVE_HEARTBEAT_MS ?? LIVE_HEARTBEAT_MS),
      commentRateMax: Number(env.LIVE_COMMENT_RATE_MAX ?? 5),
      commentRateWindowMs: Number(env.LIVE_COMMENT_RATE_WINDOW_MS ?? 10_000),
    },
    liveNowPollMs: Number(env.LIVE_NOW_POLL_MS ?? LIVE_NOW_POLL_MS),
    support: {
      rateMax: Number(env.SUPPORT_RATE_MAX ?? 5),
      rateWindowMs: Number(env.SUPPORT_RATE_WINDOW_MS ?? 10_000),
    },
  };
}
