/** What a journey imports: `import { test, expect, outbox, screenshot } from './support'`. */
export { test, expect, type PageProblem, type PageProblems } from './fixtures';
export { outbox, waitForMail, firstLink, type OutboxMail } from './outbox';
export { screenshot } from './screenshot';
export type { A11yGate, A11yException, A11yViolation } from './accessibility';
