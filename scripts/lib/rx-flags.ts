/**
 * `npm run orders -- read-prescription <order> <line> --sph-r=-2.25 ...`: the prescription's
 * options (per eye `-r` and `-l`, then the PD, one or per eye) and the prescription they make, as
 * the configurator's form sends it (text; what is not given is empty), for the same checks.
 */
const EYE_FLAGS = ['sph', 'cyl', 'axis', 'add', 'prism', 'base'] as const;
export const RX_FLAGS = [...EYE_FLAGS.flatMap((f) => [`${f}-r`, `${f}-l`] as const), 'pd', 'pd-r', 'pd-l'] as const;
export type RxFlags = Partial<Record<(typeof RX_FLAGS)[number], string>>;

/** The options for node's parseArgs. */
export const RX_OPTIONS = Object.fromEntries(RX_FLAGS.map((f) => [f, { type: 'string' as const }])) as Record<
  (typeof RX_FLAGS)[number],
  { type: 'string' }
>;

export function prescriptionFromFlags(flags: RxFlags) {
  const eye = (side: 'r' | 'l') => Object.fromEntries(EYE_FLAGS.map((f) => [f, flags[`${f}-${side}`] ?? '']));
  return { right: eye('r'), left: eye('l'), pd: flags.pd ?? '', pd_right: flags['pd-r'] ?? '', pd_left: flags['pd-l'] ?? '' };
}
