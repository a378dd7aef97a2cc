/** What `npm run questionnaires` prints without a command (its own module: printing it loads nothing else). */
export const QUESTIONNAIRES_USAGE = `usage: npm run questionnaires -- <list|end|run> [id] [options]
  list                       every questionnaire: id, run (scheduled, running, ended), dates, answers sent
  end <id>                   ends it now: the promo stops offering it
  run <id> --days N          offers it from now for N days (1 to 365)`;
