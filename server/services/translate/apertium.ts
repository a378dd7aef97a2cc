import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LanguageCode } from '../../../contract/constants';
import type { Translator } from './translator';
import { escapeHtml, unescapeHtml } from '../../http/escape-html';

/** Apertium's modes for the pairs Debian packages (apertium-en-es: English to Spanish). */
const MODES: Partial<Record<LanguageCode, string>> = { es: 'eng-spa' };

/**
 * Apertium (rule-based, offline) through its command line: `apertium -u -f html <mode>`, the batch
 * as one HTML document of <div>s so one process translates them all and their order survives.
 * `-u` leaves unknown words unmarked. Only for the pairs installed (scripts/ensure-apertium.ts).
 */
export function apertiumTranslator(command = 'apertium'): Translator {
  return {
    name: 'apertium',
    supports: (lang) => MODES[lang] !== undefined,
    translate(texts, lang) {
      const mode = MODES[lang];
      if (!mode) return Promise.reject(new Error(`apertium: no English to ${lang} pair`));
      const input = texts.map((t) => `<div>${escapeHtml(t)}</div>`).join('');
      return runApertium(command, mode, input).then((out) => {
        const divs = [...out.matchAll(/<div>([\s\S]*?)<\/div>/g)].map((m) => unescapeHtml(m[1]!));
        if (divs.length !== texts.length) throw new Error(`apertium answered ${divs.length} texts for ${texts.length}`);
        return divs;
      });
    },
  };
}

/**
 * One run of `apertium -u -f html <mode> in out`. Through files, not stdin: Node hands a child a
 * socket for stdin, and Apertium's script opens /dev/stdin, which a socket is not.
 */
async function runApertium(command: string, mode: string, input: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'apertium-'));
  try {
    const inFile = path.join(dir, 'in.html');
    const outFile = path.join(dir, 'out.html');
    await fs.writeFile(inFile, input);
    await new Promise<void>((resolve, reject) => {
      execFile(command, ['-u', '-f', 'html', mode, inFile, outFile], { timeout: 60_000 }, (err, _stdout, stderr) => {
        if (err) reject(new Error(`apertium ${mode}: ${stderr.trim() || err.message}`));
        else resolve();
      });
    });
    return await fs.readFile(outFile, 'utf8');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
