// The live progress of a run: its line, the rate it measures, and when it is drawn, on a fake clock.
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  durationText,
  LiveProgress,
  LOG_EVERY_MS,
  progressLine,
  RateWindow,
  TERMINAL_EVERY_MS,
} from '../../../src/report/live-progress.js';

const CLEAR = '\r\x1b[2K';

/** A stream that keeps what was written, as one string. */
function screen(columns?: number): Writable & { text: string; columns?: number } {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      stream.text += chunk.toString();
      done();
    },
  }) as Writable & { text: string; columns?: number };
  stream.text = '';
  if (columns !== undefined) stream.columns = columns;
  return stream;
}

/** What a terminal shows once every \r and clear-line of `text` has been applied: its lines. */
function shown(text: string): string[] {
  const lines = [''];
  for (const part of text.split(/(\r\x1b\[2K|\n)/)) {
    if (part === CLEAR) lines[lines.length - 1] = '';
    else if (part === '\n') lines.push('');
    else lines[lines.length - 1] += part;
  }
  return lines;
}

describe('progressLine', () => {
  it('says requests sent of those planned, the rate, and the time left at that rate', () => {
    expect(progressLine(52, 118, 5)).toBe('progress: 52/118 requests, 5.0/s, about 14 s left');
    expect(progressLine(2, 118, 1)).toBe('progress: 2/118 requests, 1.0/s, about 1 min 56 s left');
  });

  it('says only the count until a rate is known, and no time left when nothing is being sent or all was', () => {
    expect(progressLine(0, 118, undefined)).toBe('progress: 0/118 requests');
    expect(progressLine(3, 118, 0)).toBe('progress: 3/118 requests, 0.0/s');
    expect(progressLine(118, 118, 4.96)).toBe('progress: 118/118 requests, 5.0/s');
  });

  it('rounds the time left up to a whole second', () => {
    expect(durationText(0.2)).toBe('1 s');
    expect(durationText(59.5)).toBe('1 min 0 s');
    expect(durationText(125)).toBe('2 min 5 s');
  });
});

describe('RateWindow', () => {
  it('knows no rate before a second has been watched, then measures over the last 5 s only', () => {
    const rate = new RateWindow();
    rate.add(0, 0);
    rate.add(500, 1);
    expect(rate.perSecond()).toBeUndefined();
    // 1 request/s for 10 s, then 5/s for 5 s: the window holds only the faster seconds.
    for (let second = 1; second <= 10; second += 1) rate.add(second * 1000, second);
    for (let second = 11; second <= 15; second += 1) rate.add(second * 1000, 10 + (second - 10) * 5);
    expect(rate.perSecond()).toBe(5);
  });
});

describe('LiveProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('in a terminal: one line redrawn in place at least once a second, below the run lines, gone at the end', () => {
    const terminal = screen(80);
    const progress = new LiveProgress({ to: terminal, terminal: true });
    const out = progress.above(terminal);
    out.write('seller-api-conformance: judging a remote target, up to 118 requests\n');
    progress.begin(118);
    expect(terminal.text).not.toContain('progress:');
    for (let tick = 1; tick <= 4; tick += 1) {
      progress.sent(tick * 2);
      vi.advanceTimersByTime(TERMINAL_EVERY_MS);
    }
    expect(TERMINAL_EVERY_MS).toBeLessThanOrEqual(1000);
    expect(shown(terminal.text).at(-1)).toBe('progress: 8/118 requests, 4.0/s, about 28 s left');
    out.write('ok   GET_COUPON_BY_ID          examples    17 tests: 17 passed  (4.0s)\n');
    // The run's line took the live line's place, and the live line is drawn again below it.
    expect(shown(terminal.text)).toEqual([
      'seller-api-conformance: judging a remote target, up to 118 requests',
      'ok   GET_COUPON_BY_ID          examples    17 tests: 17 passed  (4.0s)',
      'progress: 8/118 requests, 4.0/s, about 28 s left',
    ]);
    progress.end();
    out.write('verdict: CONFORMANT\n');
    expect(shown(terminal.text)).toEqual([
      'seller-api-conformance: judging a remote target, up to 118 requests',
      'ok   GET_COUPON_BY_ID          examples    17 tests: 17 passed  (4.0s)',
      'verdict: CONFORMANT',
      '',
    ]);
    // Nothing more once it ended.
    const after = terminal.text;
    vi.advanceTimersByTime(5 * LOG_EVERY_MS);
    expect(terminal.text).toBe(after);
  });

  it('in a terminal: never splits a line the run has begun, and never wider than the terminal', () => {
    const terminal = screen(20);
    const progress = new LiveProgress({ to: terminal, terminal: true });
    const out = progress.above(terminal);
    progress.begin(118);
    out.write('half a line');
    vi.advanceTimersByTime(3 * TERMINAL_EVERY_MS);
    expect(terminal.text).toBe('half a line');
    out.write(' ends here\n');
    expect(shown(terminal.text)).toEqual(['half a line ends here', 'progress: 0/118 req']);
    progress.end();
  });

  it('in a log: a plain line every 10 s, the first once the run has lasted 10 s, and the run lines left as they are', () => {
    const log = screen();
    const out = screen();
    const progress = new LiveProgress({ to: log, terminal: false });
    expect(progress.above(out)).toBe(out);
    progress.begin(118);
    for (let second = 1; second <= 30; second += 1) {
      progress.sent(second * 2);
      vi.advanceTimersByTime(1000);
      if (second * 1000 < LOG_EVERY_MS) expect(log.text).toBe('');
    }
    expect(log.text).toBe(
      [
        'progress: 20/118 requests, 2.0/s, about 49 s left',
        'progress: 40/118 requests, 2.0/s, about 39 s left',
        'progress: 60/118 requests, 2.0/s, about 29 s left',
        '',
      ].join('\n'),
    );
    progress.end();
    vi.advanceTimersByTime(5 * LOG_EVERY_MS);
    expect(log.text.split('\n')).toHaveLength(4);
  });
});
