import type { FastifyReply } from 'fastify';
import { escapeHtml } from './escape-html';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2024;background:#f1f3f5}
header{background:#0b3a66;color:#fff;padding:14px 20px;font-weight:700;letter-spacing:.02em}
header small{display:block;font-weight:400;opacity:.85}
main{max-width:440px;margin:0 auto;padding:24px 20px}
h1{font-size:1.375rem;margin:0 0 8px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
dl{margin:16px 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;align-items:baseline}
dt{color:#555}
dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
form{display:grid;gap:12px}
button,a.button{display:block;width:100%;min-height:48px;border-radius:24px;font:inherit;font-weight:700;text-align:center;text-decoration:none;padding:12px;cursor:pointer}
button.approve{background:#0b3a66;color:#fff;border:2px solid #0b3a66}
button.cancel,a.button{background:#fff;color:#0b3a66;border:2px solid #0b3a66}
button:focus-visible,a.button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
p.note{color:#555;font-size:.875rem}
`;

/**
 * A small page the server answers by itself, outside the app (the sandbox wallet's approval, the
 * newsletter's unsubscribe link): one card under a header. `body` is HTML the caller built with
 * escapeHtml; `title` and the header's words are escaped here.
 */
export function htmlPage({ title, header, note, body }: { title: string; header: string; note: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(header)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(header)} <small>${escapeHtml(note)}</small></header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

/** Sends such a page, never cached. */
export function sendHtmlPage(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
