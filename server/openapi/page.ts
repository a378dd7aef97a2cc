import { escapeHtml } from '../http/escape-html';
import type { OpenApiDocument } from './document';

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2024;background:#f6f7f9}
header{background:#0b3a66;color:#fff;padding:16px 24px}
header h1{margin:0;font-size:1.375rem}
main{max-width:1000px;margin:0 auto;padding:16px 24px}
nav ul{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}
nav a{color:#0b3a66}
section{margin:24px 0}
details{background:#fff;border-radius:8px;margin:8px 0;padding:8px 12px;box-shadow:0 1px 2px rgba(0,0,0,.1)}
summary{cursor:pointer}
.method{display:inline-block;min-width:64px;font-weight:700;font-family:ui-monospace,monospace}
code{font-family:ui-monospace,monospace}
pre{background:#f1f3f5;padding:8px;overflow:auto;font-size:13px}
`;

const json = (v: unknown) => `<pre>${escapeHtml(JSON.stringify(v, null, 2))}</pre>`;

/** The document as one self-contained page: every operation by tag, with its inputs and replies. No script. */
export function docsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const parts = [
        `<details id="${escapeHtml(op.operationId)}"><summary><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(op.summary)}${op.security ? ' (token)' : ''}</summary>`,
      ];
      if (op.description) parts.push(`<p>${escapeHtml(op.description)}</p>`);
      if (op.parameters?.length) parts.push(`<h4>Parameters</h4>${json(op.parameters)}`);
      if (op.requestBody) parts.push(`<h4>Request body</h4>${json(op.requestBody.content['application/json']?.schema)}`);
      parts.push(`<h4>Replies</h4>${json(op.responses)}`, '</details>');
      for (const tag of op.tags) {
        const list = byTag.get(tag) ?? [];
        list.push(parts.join('\n'));
        byTag.set(tag, list);
      }
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1></header>
<main>
<p>${escapeHtml(doc.info.description)} The machine-readable document: <a href="/docs/openapi.json">/docs/openapi.json</a>.</p>
<nav><ul>${tags.map((t) => `<li><a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a></li>`).join('')}</ul></nav>
${tags.map((t) => `<section id="tag-${escapeHtml(t)}"><h2>${escapeHtml(t)}</h2>\n${byTag.get(t)!.join('\n')}</section>`).join('\n')}
<section><h2>Errors</h2>${json(doc.components.schemas.Error)}</section>
</main>
</body>
</html>`;
}
