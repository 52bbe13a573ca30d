/** Structured one-line JSON logs (CloudWatch friendly). Never log secrets or tokens. */
type Level = 'info' | 'warn' | 'error';

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.WALLBOARD_QUIET === '1' && level === 'info') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
