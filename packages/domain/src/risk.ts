/** Risk levels, labels and marker colours (spec 1 §9, spec 2 §4). */
export const RISK_LEVELS = [0, 1, 5, 10] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** Risk shown for issues the viewer may not work on. */
export const NON_INTERACTIVE_RISK = -20;

export const RISK_LABELS: Record<RiskLevel, string> = {
  0: 'No Risk',
  1: 'Low Risk',
  5: 'Medium Risk',
  10: 'High Risk',
};

export const RISK_COLOURS = {
  unknown: '#9E9E9E',
  nonInteractive: '#455A64',
  none: '#2E7D32',
  low: '#FBC02D',
  medium: '#F57C00',
  high: '#D32F2F',
} as const;
export type RiskColourName = keyof typeof RISK_COLOURS;

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'number' && (RISK_LEVELS as readonly number[]).includes(value);
}

export function riskLabel(risk: number | null | undefined): string {
  return isRiskLevel(risk) ? RISK_LABELS[risk] : 'Risk Unknown';
}

/** Which colour band a risk score falls in: null grey; -20 (not interactive) blue-grey; 0 green; <3 yellow; <7 orange; else red. */
export function riskColourName(risk: number | null | undefined, interactive = true): RiskColourName {
  if (risk === null || risk === undefined) return 'unknown';
  if (!interactive || risk === NON_INTERACTIVE_RISK) return 'nonInteractive';
  if (risk <= 0) return 'none';
  if (risk < 3) return 'low';
  if (risk < 7) return 'medium';
  return 'high';
}

export function riskColour(risk: number | null | undefined, interactive = true): string {
  return RISK_COLOURS[riskColourName(risk, interactive)];
}

/** Slider positions 0-3 map onto the four risk levels. */
export function riskFromSlider(position: number): RiskLevel {
  return RISK_LEVELS[Math.max(0, Math.min(3, Math.round(position)))];
}

export function sliderFromRisk(risk: RiskLevel): number {
  return RISK_LEVELS.indexOf(risk);
}

/** The risk a viewer sees for an issue: its own, or -20 when the viewer may not work on it. */
export function displayRisk(issue: { risk_score: number; isInteractive: boolean }): number {
  return issue.isInteractive ? issue.risk_score : NON_INTERACTIVE_RISK;
}

/** Highest risk among issues, or null when there are none (an area with no issues is grey). */
export function maxRisk(risks: Iterable<number>): number | null {
  let best: number | null = null;
  for (const r of risks) if (best === null || r > best) best = r;
  return best;
}
