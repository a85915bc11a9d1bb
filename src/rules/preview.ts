// A short JSON preview of any value, built iteratively and stopped at a length: a body can nest
// 10,000 levels deep or hold 200,000 nodes, and a report line needs 120 characters of it.

type Frame = { kind: 'value'; value: unknown } | { kind: 'text'; text: string };

export function preview(value: unknown, maxChars: number): string {
  let out = '';
  const stack: Frame[] = [{ kind: 'value', value }];
  while (stack.length > 0) {
    // Equivalent is only the mutant that never stops; the one that stops at once, disabled with it, fails every test here.
    // Stryker disable next-line ConditionalExpression: going on past maxChars only costs work, the output is cut to it
    if (out.length > maxChars) break;
    const frame = stack.pop()!;
    if (frame.kind === 'text') {
      out += frame.text;
      continue;
    }
    const v = frame.value;
    if (Array.isArray(v)) {
      const parts: Frame[] = [{ kind: 'text', text: '[' }];
      // Each item takes at least one character, so no more than maxChars of them can show.
      // Stryker disable next-line MethodExpression: the slice only spares work; items past maxChars never show
      v.slice(0, maxChars).forEach((item, index) =>
        parts.push(...(index > 0 ? [{ kind: 'text', text: ',' } as Frame] : []), { kind: 'value', value: item }),
      );
      parts.push({ kind: 'text', text: ']' });
      stack.push(...parts.reverse());
    } else if (v !== null && typeof v === 'object') {
      const parts: Frame[] = [{ kind: 'text', text: '{' }];
      // Stryker disable next-line MethodExpression: the slice only spares work; entries past maxChars never show
      Object.entries(v)
        .slice(0, maxChars)
        .forEach(([key, item], index) =>
          parts.push({ kind: 'text', text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` }, { kind: 'value', value: item }),
        );
      parts.push({ kind: 'text', text: '}' });
      stack.push(...parts.reverse());
    } else {
      out += JSON.stringify(v) ?? String(v); // String: what JSON cannot write (undefined, a symbol)
    }
  }
  // The loop only stops with frames left once out is past maxChars.
  return out.length > maxChars ? `${out.slice(0, maxChars)}…` : out;
}
