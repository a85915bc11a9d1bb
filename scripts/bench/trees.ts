// Category list bodies of a given shape, written as JSON text directly: JSON.stringify recurses and
// overflows on a 10,000-level object.

const node = (code: number) => `{"displayItemCategoryCode":${code},"name":"카테고리 ${code}","status":"ACTIVE","child":[`;

/** A root with `width` children, each with `perChild` leaves: 1 + width * (1 + perChild) nodes. */
export function wideTreeBody(width: number, perChild: number): { body: string; nodes: number } {
  const parts = ['{"code":"SUCCESS","message":"","data":', node(0)];
  let code = 1;
  for (let i = 0; i < width; i += 1) {
    parts.push(i === 0 ? '' : ',', node(code++));
    for (let j = 0; j < perChild; j += 1) parts.push(j === 0 ? '' : ',', node(code++), ']}');
    parts.push(']}');
  }
  parts.push(']}}');
  return { body: parts.join(''), nodes: code };
}

/** A chain of `depth` levels below the root, one node per level. */
export function chainBody(depth: number): { body: string; nodes: number } {
  return {
    body: `{"code":"SUCCESS","message":"","data":${Array.from({ length: depth + 1 }, (_, level) => node(level)).join('')}${']}'.repeat(depth + 1)}}`,
    nodes: depth + 1,
  };
}
