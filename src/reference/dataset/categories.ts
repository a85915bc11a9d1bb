// The display category tree: the 15 documented top-level categories, then generated levels whose
// leaves sit 3 to 6 levels below the root.

import type { Random } from '../random.js';
import { uniqueInt } from './calendar.js';
import type { DisplayCategory } from '../types.js';

interface TopLevelCategory {
  code: number;
  name: string;
  /** Second-level category names, also the stem of the names below them. */
  nouns: readonly string[];
}

const TOP_LEVEL_CATEGORIES: readonly TopLevelCategory[] = [
  { code: 77834, name: '가구/홈데코', nouns: ['침대', '소파', '수납가구', '책상', '의자', '조명', '커튼', '침구'] },
  { code: 62588, name: '가전/디지털', nouns: ['노트북', '모니터', '이어폰', '청소기', '냉장고', '세탁기', '카메라', '스마트워치'] },
  { code: 66679, name: '도서', nouns: ['소설', '에세이', '만화', '자기계발', '어린이도서', '외국어', '여행', '요리'] },
  { code: 79648, name: '문구/오피스', nouns: ['필기구', '노트', '다이어리', '파일', '사무기기', '화방용품', '포장용품', '학용품'] },
  { code: 65799, name: '반려/애완용품', nouns: ['사료', '간식', '배변용품', '장난감', '목줄', '하우스', '미용용품', '급식기'] },
  { code: 56112, name: '뷰티', nouns: ['스킨케어', '메이크업', '클렌징', '선케어', '헤어케어', '바디케어', '향수', '네일'] },
  { code: 63897, name: '생활용품', nouns: ['세제', '화장지', '수납용품', '욕실용품', '청소용품', '방향제', '생활잡화', '공구'] },
  {
    code: 103371,
    name: '스포츠/레져',
    nouns: ['캠핑용품', '자전거', '등산용품', '골프용품', '수영용품', '헬스용품', '낚시용품', '구기용품'],
  },
  { code: 59258, name: '식품', nouns: ['과일', '채소', '쌀/잡곡', '축산', '수산', '라면', '과자', '음료'] },
  { code: 102984, name: '완구/취미', nouns: ['블록', '퍼즐', '인형', '보드게임', '프라모델', 'RC카', '악기', '공예'] },
  { code: 79138, name: '음반/DVD', nouns: ['가요', '팝', '클래식', '재즈', 'OST', '블루레이', '뮤직비디오', 'LP'] },
  {
    code: 78647,
    name: '자동차용품',
    nouns: ['블랙박스', '세차용품', '차량용방향제', '시트커버', '타이어용품', '엔진오일', '차량용충전기', '카매트'],
  },
  { code: 80285, name: '주방용품', nouns: ['냄비', '프라이팬', '칼', '도마', '식기', '밀폐용기', '컵', '조리도구'] },
  { code: 76844, name: '출산/유아동', nouns: ['기저귀', '분유', '유모차', '카시트', '유아의류', '젖병', '이유식', '유아완구'] },
  { code: 69182, name: '패션의류잡화', nouns: ['티셔츠', '바지', '원피스', '운동화', '가방', '모자', '양말', '시계'] },
];

const MODIFIERS = [
  '여성',
  '남성',
  '아동',
  '프리미엄',
  '대용량',
  '미니',
  '휴대용',
  '국산',
  '수입',
  '친환경',
  '기능성',
  '원목',
  '스테인리스',
  '무선',
  '유기농',
  '시즌',
];
const SUFFIXES = ['세트', '단품', '리필', '부속품', '액세서리', '기획전', '묶음상품', '기타'];

/** How a node at a depth (root = 0) branches; depths without a rule are leaves. */
const BRANCHING: readonly ({ leafChance: number; min: number; max: number } | undefined)[] = [
  undefined, // the root's children are the fixed top-level list
  { leafChance: 0, min: 5, max: 8 },
  { leafChance: 0, min: 3, max: 6 },
  { leafChance: 0.4, min: 2, max: 5 },
  { leafChance: 0.5, min: 2, max: 4 },
  { leafChance: 0.55, min: 2, max: 3 },
];

const TREE_NODE_BOUNDS = { min: 3_000, max: 8_000 };
const LEAF_DEPTHS = [3, 4, 5, 6];
const STATUSES: readonly DisplayCategory['status'][] = ['ACTIVE', 'READY', 'DISABLED'];

export function buildCategoryTree(random: Random): DisplayCategory {
  // The branching rules land inside the bounds for virtually every seed; redrawing keeps the
  // guarantee for all of them without biasing the common case.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const root = generateCategoryTree(random);
    if (meetsTreeBounds(root)) return root;
  }
  throw new Error('buildDataset: no category tree within the bounds after 100 attempts');
}

function generateCategoryTree(random: Random): DisplayCategory {
  const usedCodes = new Set<number>([0, ...TOP_LEVEL_CATEGORIES.map((top) => top.code)]);

  function drawStatus(): DisplayCategory['status'] {
    const draw = random.next();
    // Stryker disable next-line EqualityOperator: a draw of exactly 0.9 or 0.96 has no seed in practice
    return draw < 0.9 ? 'ACTIVE' : draw < 0.96 ? 'READY' : 'DISABLED';
  }

  function childName(depth: number, stem: string, index: number, start: number): string {
    // Stryker disable next-line StringLiteral: an index modulo the length is always in the list
    const modifier = MODIFIERS[(start + index) % MODIFIERS.length] ?? '';
    if (depth === 3) return `${modifier} ${stem}`;
    return `${modifier} ${stem} ${random.pick(SUFFIXES)}`;
  }

  /** Children of a node at `depth`; `stems` names the second level, `stem` the levels below. */
  function grow(depth: number, stems: readonly string[], stem: string): DisplayCategory[] {
    const rule = BRANCHING[depth];
    if (!rule || random.chance(rule.leafChance)) return [];
    const count = random.int(rule.min, rule.max);
    const start = random.int(0, Math.max(stems.length, MODIFIERS.length) - 1);
    const children: DisplayCategory[] = [];
    for (let index = 0; index < count; index += 1) {
      const ownStem = depth === 1 ? (stems[(start + index) % stems.length] ?? stem) : stem;
      const name = depth === 1 ? ownStem : childName(depth + 1, stem, index, start);
      const displayItemCategoryCode = uniqueInt(random, usedCodes, 10_000, 999_999);
      const status = drawStatus();
      const child = grow(depth + 1, stems, ownStem);
      children.push({ displayItemCategoryCode, name, status, child });
    }
    return children;
  }

  return {
    displayItemCategoryCode: 0,
    name: 'ROOT',
    status: 'ACTIVE',
    child: TOP_LEVEL_CATEGORIES.map((top) => ({
      displayItemCategoryCode: top.code,
      name: top.name,
      status: 'ACTIVE' as const,
      child: grow(1, top.nouns, top.name),
    })),
  };
}

/** 3,000 to 8,000 nodes, leaves at each depth of 3 to 6 and no other, every status used. */
export function meetsTreeBounds(root: DisplayCategory): boolean {
  let nodes = 0;
  const leafDepths = new Set<number>();
  const statuses = new Set<string>();
  const pending: { node: DisplayCategory; depth: number }[] = [{ node: root, depth: 0 }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    nodes += 1;
    statuses.add(entry.node.status);
    if (entry.node.child.length === 0) leafDepths.add(entry.depth);
    for (const child of entry.node.child) pending.push({ node: child, depth: entry.depth + 1 });
  }
  return (
    nodes >= TREE_NODE_BOUNDS.min &&
    nodes <= TREE_NODE_BOUNDS.max &&
    leafDepths.size === LEAF_DEPTHS.length &&
    LEAF_DEPTHS.every((depth) => leafDepths.has(depth)) &&
    STATUSES.every((status) => statuses.has(status))
  );
}
