import { WalkCheckError } from './assertions';

/** One screen a walk reached: where its screenshot is and what did not hold on it. */
export interface ScreenRecord {
  lang: string;
  size: string;
  member: string;
  /** Two digits, the screen's place in the member's walk. */
  nn: string;
  screen: string;
  /** File name of the screenshot in the screens folder ('' when none was taken). */
  file: string;
  /** Checks that hold on today's product and did not here. */
  failures: string[];
  /** Known defects still on screen (checks named `finding…`). */
  findings: string[];
}

/**
 * Collects, screen by screen (walks may run side by side), the checks that did not hold: `check` for what must hold today
 * (a failure), `finding` for a known defect (listed, the walk goes on). Anything else thrown (a
 * screen that never came) propagates and ends that member's walk.
 */
export class Recorder {
  readonly screens: ScreenRecord[] = [];

  /** Starts the record of a screen; later checks are written on it. */
  open(record: Omit<ScreenRecord, 'failures' | 'findings'>): ScreenRecord {
    const screen = { ...record, failures: [], findings: [] };
    this.screens.push(screen);
    return screen;
  }

  /** Runs a check that holds today; a `WalkCheckError` is recorded as a failure of `screen`. */
  check(screen: ScreenRecord, what: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      if (!(error instanceof WalkCheckError)) throw error;
      screen.failures.push(`${what}: ${error.message}`);
    }
  }

  /** Runs a `finding…` check (a known defect); what does not hold is listed as a finding of `screen`. */
  finding(screen: ScreenRecord, name: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      if (!(error instanceof WalkCheckError)) throw error;
      screen.findings.push(`${name}: ${error.message}`);
    }
  }

  /** Records a walk that stopped (a screen did not come): a failure of the last screen, or of a screen of its own. */
  stopped(member: string, lang: string, size: string, error: unknown): void {
    const message = `walk stopped: ${(error as Error)?.message?.split('\n')[0] ?? String(error)}`;
    const last = this.screens.filter((s) => s.member === member && s.lang === lang && s.size === size).pop();
    if (last) last.failures.push(message);
    else this.open({ lang, size, member, nn: '00', screen: 'start', file: '' }).failures.push(message);
  }

  /** Every failure and finding, one line each: `<lang> <size> <member> <NN>-<screen>: …`. */
  lines(kind: 'failures' | 'findings'): string[] {
    return this.screens.flatMap((s) => s[kind].map((m) => `${s.lang} ${s.size} ${s.member} ${s.nn}-${s.screen}: ${m}`));
  }
}
