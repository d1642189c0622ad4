/**
 * Whether a backend the service depends on answers right now. `check` never
 * throws: it resolves to a verdict the readiness endpoint can report.
 */
export interface ReadinessProbe {
  readonly name: string;
  check(): Promise<{ ok: boolean; detail?: string }>;
}
