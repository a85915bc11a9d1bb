// A run's messages between the main thread and the suites' thread (src/runner/suite-tasks.ts): the run's
// request, and each finished test and suite file, serialised in the thread as vitest's workers do and read
// in the main thread as vitest's TestCase and TestModule read to a reporter.
import type { File, Suite, Test } from '@vitest/runner';
import { describe, expect, it } from 'vitest';
import type { TargetContext } from '../../../src/runner/target-context.js';
import {
  finishedModule,
  finishedTest,
  moduleData,
  runMessage,
  runRequestIn,
  taskEventIn,
  taskMessage,
  testData,
} from '../../../src/runner/suite-tasks.js';

/** A suite file `file.test.js` with a describe block `outer` holding a describe block `inner` and tests. */
function tasks() {
  const file = {
    id: 'f',
    name: 'suites/file.test.js',
    filepath: '/abs/suites/file.test.js',
    type: 'suite',
    mode: 'run',
    tasks: [],
  } as unknown as File;
  file.file = file;
  const outer = { id: 'o', name: 'outer', type: 'suite', mode: 'run', file, suite: file, tasks: [] } as unknown as Suite;
  const inner = { id: 'i', name: 'inner', type: 'suite', mode: 'run', file, suite: outer, tasks: [] } as unknown as Suite;
  const test = (id: string, suite: Suite, extra: Partial<Test> = {}) =>
    ({ id, name: `test ${id}`, type: 'test', mode: 'run', file, suite, meta: { id }, ...extra }) as unknown as Test;
  const top = test('t0', file, { result: { state: 'pass', duration: 5 } } as never);
  const deep = test('t1', inner, { result: { state: 'fail', errors: [{ message: 'broke' }], duration: 7 } } as never);
  const skipped = test('t2', outer, { mode: 'skip' } as never);
  file.tasks.push(top, outer);
  outer.tasks.push(inner, skipped);
  inner.tasks.push(deep);
  return { file, top, deep, skipped };
}

describe('the messages of a run', () => {
  it('carry a run request and a task event, each read back only from its own message', () => {
    const request = { target: { seed: 1 } as TargetContext, files: ['/a.test.js'] };
    const event = { kind: 'done' } as const;
    expect(runRequestIn(runMessage(request))).toEqual(request);
    expect(taskEventIn(taskMessage(event))).toEqual(event);
    expect(runRequestIn(taskMessage(event))).toBeUndefined();
    expect(taskEventIn(runMessage(request))).toBeUndefined();
  });

  it.each([null, undefined, 'text', 7, {}, { __vitest_worker_request__: true }])('carry nothing in %j', (message) => {
    expect(runRequestIn(message)).toBeUndefined();
    expect(taskEventIn(message)).toBeUndefined();
  });
});

describe('testData', () => {
  it("names a test as vitest does, its describe blocks' names and its own joined by ' > ', not the file's", () => {
    const { top, deep, skipped } = tasks();
    expect(testData(top).fullName).toBe('test t0');
    expect(testData(deep).fullName).toBe('outer > inner > test t1');
    expect(testData(skipped).fullName).toBe('outer > test t2');
  });

  it("gives a test's state, errors and duration as vitest's TestCase has them", () => {
    const { top, deep, skipped } = tasks();
    expect(testData(top)).toEqual({ id: 't0', name: 'test t0', fullName: 'test t0', meta: { id: 't0' }, state: 'passed', duration: 5 });
    expect(testData(deep)).toMatchObject({ state: 'failed', errors: [{ message: 'broke' }], duration: 7 });
    expect(testData(skipped)).toEqual({ id: 't2', name: 'test t2', fullName: 'outer > test t2', meta: { id: 't2' }, state: 'skipped' });
  });

  it.each([
    [{ mode: 'todo' }, 'skipped'],
    [{ mode: 'run', result: { state: 'skip' } }, 'skipped'],
    [{ mode: 'run' }, 'pending'],
    [{ mode: 'run', result: { state: 'run' } }, 'pending'],
    [{ mode: 'skip', result: { state: 'pass' } }, 'passed'],
  ])('reads %j as %s', (extra, state) => {
    const { top } = tasks();
    expect(testData({ ...top, result: undefined, ...extra } as unknown as Test).state).toBe(state);
  });

  it('gives a duration of 0 as 0', () => {
    const { top } = tasks();
    expect(testData({ ...top, result: { state: 'pass', duration: 0 } } as unknown as Test).duration).toBe(0);
  });
});

describe('moduleData', () => {
  it('names the file and its tests, every one of them, in order', () => {
    const { file } = tasks();
    file.result = { state: 'fail', errors: [{ message: 'no test' }], duration: 12 } as never;
    expect(moduleData(file)).toEqual({
      moduleId: '/abs/suites/file.test.js',
      relativeModuleId: 'suites/file.test.js',
      errors: [{ message: 'no test' }],
      duration: 12,
      tests: ['t0', 't1', 't2'],
    });
  });

  it('has no errors and no duration before it has a result', () => {
    const { file } = tasks();
    expect(moduleData(file)).toMatchObject({ errors: [], duration: 0 });
  });
});

describe('finishedTest', () => {
  const data = (state: 'passed' | 'failed' | 'skipped' | 'pending', extra = {}) => ({
    id: 'a',
    name: 'n',
    fullName: 'd > n',
    meta: { conformance: {} } as never,
    state,
    ...extra,
  });

  it('reads as a TestCase: its names, its meta, its state', () => {
    const test = finishedTest(data('passed', { duration: 3 }));
    expect({ id: test.id, name: test.name, fullName: test.fullName, meta: test.meta() }).toEqual({
      id: 'a',
      name: 'n',
      fullName: 'd > n',
      meta: { conformance: {} },
    });
    expect(test.diagnostic()).toEqual({ duration: 3 });
  });

  it("has errors as vitest's do: a failed test always a list, a skipped one none", () => {
    expect(finishedTest(data('failed')).result()).toStrictEqual({ state: 'failed', errors: [] });
    expect(finishedTest(data('failed', { errors: [{ message: 'x' }] })).result()).toStrictEqual({
      state: 'failed',
      errors: [{ message: 'x' }],
    });
    expect(finishedTest(data('passed')).result()).toStrictEqual({ state: 'passed', errors: undefined });
    expect(finishedTest(data('skipped', { errors: [{ message: 'x' }] })).result()).toStrictEqual({ state: 'skipped' });
  });

  it('has no diagnostic without a duration', () => {
    expect(finishedTest(data('pending')).diagnostic()).toBeUndefined();
    expect(finishedTest(data('passed', { duration: 0 })).diagnostic()).toEqual({ duration: 0 });
  });
});

describe('finishedModule', () => {
  it('reads as a TestModule, its tests those posted before it, in its order', () => {
    const tests = new Map([
      ['t1', finishedTest({ id: 't1', name: 'one', fullName: 'one', meta: {} as never, state: 'passed' })],
      ['t0', finishedTest({ id: 't0', name: 'zero', fullName: 'zero', meta: {} as never, state: 'passed' })],
    ]);
    const module = finishedModule(
      {
        moduleId: '/abs/f.test.js',
        relativeModuleId: 'f.test.js',
        errors: [{ message: 'e' } as never],
        duration: 9,
        tests: ['t0', 'tX', 't1'],
      },
      tests,
    );
    expect(module.moduleId).toBe('/abs/f.test.js');
    expect(module.relativeModuleId).toBe('f.test.js');
    expect(module.errors()).toEqual([{ message: 'e' }]);
    expect(module.diagnostic()).toEqual({ duration: 9 });
    expect([...module.children.allTests()].map((test) => test.id)).toEqual(['t0', 't1']);
  });
});
