import { expect } from 'vitest';
import { EnvError, parseEnv } from '../../server/config/env';

/** What start-up would say of these environment variables: parseEnv's EnvError message, or '' when they are accepted. */
export function envProblems(raw: Record<string, string | undefined>): string {
  try {
    parseEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  return '';
}
