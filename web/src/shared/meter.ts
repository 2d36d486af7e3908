// The rules of a labelled bar (shared/components/Meter): how full it is, and the health bar's
// colour by what is left (spec 3 §9). Used by the arena's fight and list, and by the profile's
// level, health, mana and stamina.

export type HealthColor = 'green' | 'orange' | 'red';

/** Green above 60 % of the maximum, orange above 30 %, red otherwise (spec 3 §9). */
export function healthColor(health: number, maxHealth: number): HealthColor {
  const share = maxHealth > 0 ? health / maxHealth : 0;
  if (share > 0.6) return 'green';
  return share > 0.3 ? 'orange' : 'red';
}

export const HEALTH_COLORS: Record<HealthColor, string> = {
  green: '#4caf50',
  orange: '#ff9800',
  red: '#e4625e',
};

/** The mana bar's blue. */
export const MANA_COLOR = '#5c8fd6';

/** A bar's fill in percent, 0–100. */
export const percent = (value: number, max: number) => (max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0);
