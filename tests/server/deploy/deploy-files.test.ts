import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { LIVE_HEARTBEAT_MS } from '../../../contract/constants';
import { paths } from '../../../contract/endpoints';
import { LIVE_SILENT_HEARTBEATS, LIVE_SOCKET_PATH } from '../../../contract/live';
import { SUPPORT_SOCKET_PATH } from '../../../contract/support';
import { UPLOAD_MAX_BYTES } from '../../../contract/wholesale-services';
import { loadConfig } from '../../../server/config';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The variables docs/configuration.md documents (its table's first column). */
const documented = new Set(
  [...read('docs/configuration.md').matchAll(/^\| `([A-Z_]+)`(?:, `([A-Z_]+)`)*/gm)].flatMap((m) => m.slice(1).filter(Boolean)),
);

type Manifest = { kind: string; metadata: { name: string }; spec: any; data?: Record<string, string> };
const manifests = parseAllDocuments(read('deploy/k8s/shop.yaml')).map((d) => d.toJS() as Manifest);
const manifest = (kind: string) => manifests.find((m) => m.kind === kind)!;
const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, any> };
const dockerfile = read('deploy/Dockerfile');
const nginx = read('deploy/nginx.conf');

/**
 * deploy/ is what an operator copies (issue 30). Docker and Kubernetes are not on these machines,
 * so the files are checked by what can read them here: they parse, and their ports, probes,
 * commands, variables and timeouts agree with the server's configuration and with each other.
 */
describe('the deployment files (deploy/)', () => {
  it('set only variables the server reads, and the ports agree everywhere', () => {
    const shop = compose.services['shop-1'];
    const configMap = manifest('ConfigMap').data!;
    for (const name of [...Object.keys(shop.environment), ...Object.keys(configMap)]) expect(documented, name).toContain(name);
    const port = shop.environment.PORT;
    expect(configMap.PORT).toBe(port);
    expect(dockerfile).toMatch(new RegExp(`PORT=${port}\\b`));
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    expect(manifest('Deployment').spec.template.spec.containers[0].ports[0].containerPort).toBe(Number(port));
    expect([...nginx.matchAll(/server (shop-\d):(\d+)/g)].map((m) => [m[1], m[2]])).toEqual([
      ['shop-1', port],
      ['shop-2', port],
    ]);
    expect(Object.keys(compose.services).filter((s) => s.startsWith('shop-'))).toEqual(['shop-1', 'shop-2']);
    // What the server does with them (TRUST_PROXY and the grace read as it reads them).
    const config = loadConfig({ ...configMap });
    expect(config.port).toBe(Number(port));
    expect(config.shutdownGraceMs).toBe(Number(configMap.SHUTDOWN_GRACE_MS));
  });

  it('probe the health endpoints the server serves, and give SIGTERM its grace', () => {
    const pod = manifest('Deployment').spec.template.spec;
    const container = pod.containers[0];
    expect(container.livenessProbe.httpGet.path).toBe(`/${paths.healthz}`);
    expect(container.readinessProbe.httpGet.path).toBe(`/${paths.readyz}`);
    expect(compose.services['shop-1'].healthcheck.test.join(' ')).toContain(`/${paths.readyz}`);
    expect(dockerfile).toContain(`/${paths.healthz}`);
    // The pod is killed only after the preStop pause and the server's own grace have run out.
    const graceMs = Number(manifest('ConfigMap').data!.SHUTDOWN_GRACE_MS);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(graceMs + 5_000);
    expect(Number.parseInt(compose.services['shop-1'].stop_grace_period, 10) * 1000).toBeGreaterThan(graceMs);
    expect(manifest('PodDisruptionBudget').spec.minAvailable).toBeLessThan(manifest('HorizontalPodAutoscaler').spec.minReplicas);
  });

  it('run files that exist, copied into the image', () => {
    const cmd = /^CMD \[(.+)\]$/m
      .exec(dockerfile)![1]!
      .split(',')
      .map((s) => JSON.parse(s.trim()) as string);
    expect(cmd.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    expect(fs.existsSync(path.join(root, cmd[3]!))).toBe(true);
    const job = manifest('Job').spec.template.spec.containers[0].command as string[];
    expect(fs.existsSync(path.join(root, job.at(-1)!))).toBe(true);
    // Every source the runtime stage copies from the repository is there.
    for (const m of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm))
      for (const src of m[1]!.split(' ')) expect(fs.existsSync(path.join(root, src)), src).toBe(true);
    // The runtime reads the translation catalogues and the migrations: both copied.
    expect(dockerfile).toMatch(/^COPY src\/i18n\/locales /m);
    expect(dockerfile).toMatch(/^COPY server /m);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('nginx upgrades the sockets, outlasts the live heartbeats and takes the largest upload', () => {
    // Both sockets live under /ws/ (the live room's path, and the support chat's socket.io path).
    expect([LIVE_SOCKET_PATH, SUPPORT_SOCKET_PATH].every((p) => p.startsWith('/ws/'))).toBe(true);
    const sockets = /location \/ws\/ \{([^}]+)\}/.exec(nginx)![1]!;
    expect(sockets).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(sockets).toContain('proxy_set_header Connection $connection_upgrade;');
    const readTimeout = Number(/proxy_read_timeout (\d+)s/.exec(sockets)![1]) * 1000;
    expect(readTimeout).toBeGreaterThan(LIVE_HEARTBEAT_MS * LIVE_SILENT_HEARTBEATS);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(Number(/client_max_body_size (\d+)m;/.exec(nginx)![1]) * 1024 * 1024).toBeGreaterThanOrEqual(UPLOAD_MAX_BYTES);
    const ingress = manifest('Ingress').metadata as unknown as { annotations: Record<string, string> };
    expect(Number(ingress.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) * 1000).toBeGreaterThan(
      LIVE_HEARTBEAT_MS * LIVE_SILENT_HEARTBEATS,
    );
  });
});
