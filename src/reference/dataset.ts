// The reference's deterministic dataset: coupons, contact center inquiries and the display category
// tree, generated from one seed. Shapes and styles follow the official example bodies
// (/work/shared/samples) so that the reference looks like the real service to the harness.

import { createRandom, type Random } from './random.js';
import type {
  Coupon,
  CouponPolicy,
  Dataset,
  DisplayCategory,
  Inquiry,
  InquiryReply,
  StoredInquiry,
} from './types.js';

export const DEFAULT_SEED = 20261121;

export function buildDataset(seed: number = DEFAULT_SEED): Dataset {
  const random = createRandom(seed);
  const defaultVendorId = vendorIdFrom(random);
  let otherVendorId = vendorIdFrom(random);
  while (otherVendorId === defaultVendorId) otherVendorId = vendorIdFrom(random);

  const coupons = buildCoupons(random);
  const inquiries = buildInquiries(random, defaultVendorId, otherVendorId);
  const categoryRoot = buildCategoryTree(random);

  const fixtureCoupon = coupons[0];
  const ownInquiry = inquiries.find((stored) => stored.vendorId === defaultVendorId);
  const foreignInquiry = inquiries.find((stored) => stored.vendorId === otherVendorId);
  if (!fixtureCoupon || !ownInquiry || !foreignInquiry) {
    throw new Error('buildDataset: the plans must yield a coupon and inquiries of both vendors');
  }

  return {
    seed,
    defaultVendorId,
    otherVendorId,
    coupons: Object.fromEntries(coupons.map((coupon) => [String(coupon.couponId), coupon])),
    inquiries: Object.fromEntries(
      inquiries.map((stored) => [String(stored.inquiry.inquiryId), stored]),
    ),
    categoryRoot,
    fixtures: {
      couponId: String(fixtureCoupon.couponId),
      inquiryId: String(ownInquiry.inquiry.inquiryId),
      foreignInquiryId: String(foreignInquiry.inquiry.inquiryId),
    },
  };
}

function vendorIdFrom(random: Random): string {
  // Vendor ids of this marketplace look like A00012345.
  return `A${pad(random.int(1, 99_999_999), 8)}`;
}

// ---------------------------------------------------------------------------------------------
// Calendar helpers. A wall-clock time is kept as a UTC instant whose UTC fields are the local
// fields, so formatting never depends on the machine's time zone.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DATA_EPOCH = Date.UTC(2024, 0, 1);

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function formatDate(wallClock: number): string {
  const at = new Date(wallClock);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

function formatClock(wallClock: number): string {
  const at = new Date(wallClock);
  return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/** `YYYY-MM-DD HH:MM:SS`, the coupon style. */
function formatCouponTime(wallClock: number): string {
  return `${formatDate(wallClock)} ${formatClock(wallClock)}`;
}

/** `YYYY-MM-DDThh:mm:ss.ssssss±hh:mm`, the inquiry style. */
function formatInquiryTime(wallClock: number, micros: number, utcOffset: string): string {
  return `${formatDate(wallClock)}T${formatClock(wallClock)}.${pad(micros, 6)}${utcOffset}`;
}

function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function uniqueInt(random: Random, used: Set<number>, min: number, max: number): number {
  let value = random.int(min, max);
  while (used.has(value)) value = random.int(min, max);
  used.add(value);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Coupons. Each plan pins what must be covered (status, issuance, discount type, policy count);
// the seed decides the rest.

interface CouponPlan {
  couponStatus: string;
  published: boolean;
  typeOfDiscount: CouponPolicy['typeOfDiscount'];
  policyCount: number;
  /** A fixed daily limit for every policy; otherwise drawn. */
  maximumPerDaily?: number;
}

const COUPON_PLANS: readonly CouponPlan[] = [
  // Like the official example: the fixture.
  { couponStatus: 'STANDBY', published: false, typeOfDiscount: 'RATE', policyCount: 3, maximumPerDaily: 999 },
  // The documented ceiling of the daily limit.
  { couponStatus: 'APPLIED', published: true, typeOfDiscount: 'PRICE', policyCount: 1, maximumPerDaily: 9999 },
  { couponStatus: 'APPLIED', published: true, typeOfDiscount: 'RATE', policyCount: 2 },
  { couponStatus: 'PAUSED', published: true, typeOfDiscount: 'PRICE', policyCount: 3 },
  { couponStatus: 'EXPIRED', published: true, typeOfDiscount: 'RATE', policyCount: 1 },
  { couponStatus: 'STANDBY', published: false, typeOfDiscount: 'PRICE', policyCount: 2 },
  { couponStatus: 'APPLIED', published: true, typeOfDiscount: 'RATE', policyCount: 3 },
];

const COUPON_TITLES = [
  '신규 고객 감사 쿠폰',
  '주말 특가 다운로드 쿠폰',
  '봄맞이 할인 쿠폰',
  '단골 고객 전용 쿠폰',
  '첫 구매 할인 쿠폰',
  '여름 시즌 쿠폰',
  '재구매 감사 쿠폰',
];

const DRAWN_DAILY_LIMITS = [1, 3, 10, 100, 500, 999];

function buildCoupons(random: Random): Coupon[] {
  const usedIds = new Set<number>();
  return COUPON_PLANS.map((plan, index) => {
    const couponId = uniqueInt(random, usedIds, 10_000_000, 99_999_999);
    const start = DATA_EPOCH + random.int(0, 540) * DAY + random.int(0, 23) * HOUR + random.pick([0, 30]) * MINUTE;
    const end = start + random.int(1, 60) * DAY + random.int(0, 23) * HOUR;
    const published = start - random.int(0, 72 * 60) * MINUTE - random.int(0, 59) * SECOND;
    const issued = plan.couponStatus !== 'STANDBY';
    return {
      couponId,
      title: COUPON_TITLES[index % COUPON_TITLES.length] ?? '다운로드 쿠폰',
      couponType: 'DOWNLOAD',
      couponStatus: plan.couponStatus,
      publishedDate: plan.published ? formatCouponTime(published) : '',
      startDate: formatCouponTime(start),
      endDate: formatCouponTime(end),
      appliedOptionCount: issued ? random.int(1, 300) : 0,
      usageAmount: issued ? random.int(0, 20_000) : 0,
      couponPolicies: buildPolicies(random, plan),
    };
  });
}

function buildPolicies(random: Random, plan: CouponPlan): CouponPolicy[] {
  const policies: CouponPolicy[] = [];
  const step = random.pick([1_000, 5_000, 10_000]);
  let rate = random.int(1, 30);
  for (let tier = 0; tier < plan.policyCount; tier += 1) {
    const maximumPerDaily =
      plan.maximumPerDaily ?? (random.chance(0.2) ? random.int(1, 9_999) : random.pick(DRAWN_DAILY_LIMITS));
    if (plan.typeOfDiscount === 'RATE') {
      // Higher tiers: a higher minimum order for a higher rate, as in the official example.
      const minimumPrice = tier === 0 && random.chance(0.3) ? 0 : (tier + 1) * step;
      const maximumDiscountPrice = random.int(5, 100) * 100;
      policies.push({
        title: `${rate}% 할인`,
        typeOfDiscount: 'RATE',
        description:
          `${minimumPrice === 0 ? '금액 제한 없이' : `${groupThousands(minimumPrice)}원 이상 구매 시`} ` +
          `${rate}% 할인 (최대 ${groupThousands(maximumDiscountPrice)}원)`,
        minimumPrice,
        discount: rate,
        maximumDiscountPrice,
        maximumPerDaily,
      });
      rate = Math.min(99, rate + random.int(5, 20));
    } else {
      const discount = (tier + 1) * random.pick([500, 1_000, 2_000, 3_000]);
      const minimumPrice = discount * random.pick([2, 3, 5, 10]);
      policies.push({
        title: `${groupThousands(discount)}원 할인`,
        typeOfDiscount: 'PRICE',
        description: `${groupThousands(minimumPrice)}원 이상 구매 시 ${groupThousands(discount)}원 할인`,
        minimumPrice,
        discount,
        maximumDiscountPrice: -1,
        maximumPerDaily,
      });
    }
  }
  return policies;
}

// ---------------------------------------------------------------------------------------------
// Contact center inquiries. The plans cover every documented state and the seen transfer reasons.

interface ReplyPlan {
  answerType: InquiryReply['answerType'];
  partnerTransferStatus: InquiryReply['partnerTransferStatus'];
  partnerTransferCompleteReason: string;
  needAnswer: boolean;
}

interface InquiryPlan {
  owner: 'default' | 'other';
  inquiryStatus: Inquiry['inquiryStatus'];
  csPartnerCounselingStatus: Inquiry['csPartnerCounselingStatus'];
  utcOffset: string;
  /** The field table types vendorItemId as a number, the example as an array: serve both. */
  singleVendorItem: boolean;
  replies: readonly ReplyPlan[];
}

function agentReply(
  partnerTransferStatus: ReplyPlan['partnerTransferStatus'],
  partnerTransferCompleteReason: string,
  needAnswer: boolean,
): ReplyPlan {
  return { answerType: 'csAgent', partnerTransferStatus, partnerTransferCompleteReason, needAnswer };
}

/** A seller's answer to the agent's transfer just before it (which becomes its parent). */
const VENDOR_REPLY: ReplyPlan = {
  answerType: 'vendor',
  partnerTransferStatus: 'none',
  partnerTransferCompleteReason: 'NONE',
  needAnswer: false,
};

const INQUIRY_PLANS: readonly InquiryPlan[] = [
  // Like the official example: the own-vendor fixture.
  {
    owner: 'default', inquiryStatus: 'progress', csPartnerCounselingStatus: 'requestAnswer',
    utcOffset: '-08:00', singleVendorItem: false, replies: [agentReply('requestAnswer', 'NONE', true)],
  },
  {
    owner: 'default', inquiryStatus: 'complete', csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00', singleVendorItem: false, replies: [agentReply('answered', 'NONE', false), VENDOR_REPLY],
  },
  {
    owner: 'default', inquiryStatus: 'progress', csPartnerCounselingStatus: 'requestAnswer',
    utcOffset: '+09:00', singleVendorItem: false, replies: [],
  },
  {
    owner: 'default', inquiryStatus: 'complete', csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00', singleVendorItem: false,
    replies: [
      agentReply('answered', 'DISPUTE_PROCESS', false),
      VENDOR_REPLY,
      agentReply('none', 'DISPUTE_PROCESS_COMPLETE', false),
    ],
  },
  {
    owner: 'default', inquiryStatus: 'complete', csPartnerCounselingStatus: 'answered',
    utcOffset: '+08:00', singleVendorItem: true, replies: [agentReply('answered', 'CANCEL', false)],
  },
  {
    owner: 'default', inquiryStatus: 'complete', csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00', singleVendorItem: false, replies: [agentReply('none', 'NONE', false)],
  },
  // Another vendor's: the foreign fixture.
  {
    owner: 'other', inquiryStatus: 'progress', csPartnerCounselingStatus: 'requestAnswer',
    utcOffset: '+09:00', singleVendorItem: false, replies: [agentReply('requestAnswer', 'NONE', true)],
  },
  {
    owner: 'other', inquiryStatus: 'complete', csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00', singleVendorItem: false, replies: [agentReply('answered', 'NONE', false), VENDOR_REPLY],
  },
];

const ITEM_NAMES = [
  '제주 삼다수, 2L, 6개',
  '곰곰 무항생제 신선한 특란, 30구',
  '코멧 물티슈 캡형, 100매, 10개',
  '탐사 A4 복사용지 80g, 2500매',
  '브리타 정수기 필터, 6개입',
  '룸앤홈 원목 3단 선반, 내추럴',
  '락앤락 밀폐용기 세트, 10종',
  '하기스 맥스드라이 기저귀 4단계, 72매',
];

const INQUIRY_CONTENTS = [
  '상담이력',
  '주문한 지 5일이 지났는데 아직 배송이 시작되지 않았습니다.\n언제 받을 수 있을까요?',
  '상품이 파손된 상태로 도착했습니다.\r\n사진 첨부했으니 교환 부탁드립니다.',
  '주소를 잘못 입력했습니다.\n배송지 변경 가능한가요?',
  '단순 변심으로 반품하고 싶습니다.\r\n회수 일정 알려주세요.',
];

const AGENT_REPLY_CONTENTS = [
  "**\n\n\n※ 영업시간 기준 24시간 경과시, 자동으로 '24시간 미답변'에 대한 메세지가 노출될 예정입니다.\n\n" +
    '안녕하세요 판매자님.\n고객님 문의 관련하여 확인 요청드립니다.\n\n[판매자님 회신요청]\n1. 요청사항 이행 가능여부:\n2. 불가시 사유 :',
  '안녕하세요 고객님.\r\n요청하신 주문은 판매자 확인 후 처리될 예정입니다.\r\n감사합니다.',
  '고객님, 기다려주셔서 감사합니다.\n요청하신 처리가 완료되었습니다.',
];

const VENDOR_REPLY_CONTENTS = [
  '안녕하세요 고객님.\n확인 결과 내일 출고 예정입니다.\n불편을 드려 죄송합니다.',
  '교환 접수 완료했습니다.\r\n회수 기사님이 2~3일 내 방문 예정입니다.',
];

const RECEIPT_CATEGORIES = [
  '배송>배송>배송',
  '배송>배송지연>배송일정문의',
  '취소/반품>반품>단순변심',
  '교환>교환>상품불량',
  '상품>상품정보>재고문의',
];

const AGENT_LOGINS = ['cssp-hyjang15', 'cssp-mjkim03', 'cssp-sylee21', 'cssp-jwpark08'];
const AGENT_NAMES = ['OO스토아', '상담사 김OO', '상담사 이OO'];
const STORE_NAMES = ['그린마켓', '하루상점', '바른생활몰'];

function buildInquiries(random: Random, defaultVendorId: string, otherVendorId: string): StoredInquiry[] {
  const usedInquiryIds = new Set<number>();
  const usedAnswerIds = new Set<number>();
  return INQUIRY_PLANS.map((plan) => {
    const vendorId = plan.owner === 'default' ? defaultVendorId : otherVendorId;
    const stamp = (wallClock: number) => formatInquiryTime(wallClock, random.int(0, 999_999), plan.utcOffset);

    const inquiryId = uniqueInt(random, usedInquiryIds, 100_000_000, 999_999_999);
    const vendorItemIds = Array.from({ length: random.int(1, 3) }, () => random.int(10_000_000_000, 99_999_999_999));
    const ordered = DATA_EPOCH + random.int(0, 600) * DAY + random.int(0, DAY / SECOND - 1) * SECOND;
    const asked = ordered + random.int(HOUR / SECOND, (10 * DAY) / SECOND) * SECOND;
    const saleStarted = ordered - random.int(30, 900) * DAY;

    const inquiryAt = stamp(asked);
    let repliedAt = asked;
    const replies: InquiryReply[] = [];
    for (const replyPlan of plan.replies) {
      repliedAt += random.int(10 * 60, 2 * DAY / SECOND) * SECOND;
      const previous = replies[replies.length - 1];
      const isVendor = replyPlan.answerType === 'vendor';
      replies.push({
        receptionistName: isVendor ? random.pick(STORE_NAMES) : random.pick(AGENT_NAMES),
        receptionist: isVendor ? vendorId : random.pick(AGENT_LOGINS),
        replyAt: stamp(repliedAt),
        content: isVendor ? random.pick(VENDOR_REPLY_CONTENTS) : random.pick(AGENT_REPLY_CONTENTS),
        answerId: uniqueInt(random, usedAnswerIds, 10_000_000_000_000, 99_999_999_999_999),
        parentAnswerId: isVendor && previous ? String(previous.answerId) : null,
        partnerTransferStatus: replyPlan.partnerTransferStatus,
        partnerTransferCompleteReason: replyPlan.partnerTransferCompleteReason,
        answerType: replyPlan.answerType,
        needAnswer: replyPlan.needAnswer,
      });
    }

    const inquiry: Inquiry = {
      inquiryId,
      csPartnerCounselingStatus: plan.csPartnerCounselingStatus,
      inquiryStatus: plan.inquiryStatus,
      vendorItemId: plan.singleVendorItem ? (vendorItemIds[0] ?? 10_000_000_000) : vendorItemIds,
      itemName: random.pick(ITEM_NAMES),
      content: random.pick(INQUIRY_CONTENTS),
      // The documented format admits no null: an unanswered inquiry reports its own time.
      answeredAt: replies[replies.length - 1]?.replyAt ?? inquiryAt,
      replies,
      inquiryAt,
      buyerEmail: '',
      buyerPhone: `0504-${random.int(1_000, 9_999)}-${random.int(1_000, 9_999)}`,
      orderId: random.int(10_000_000_000_000, 999_999_999_999_999),
      orderDate: stamp(ordered),
      receiptCategory: random.pick(RECEIPT_CATEGORIES),
      saleStartedAt: formatDate(saleStarted),
      saleEndedAt: random.chance(0.6) ? '2099-12-29' : formatDate(saleStarted + random.int(180, 720) * DAY),
    };
    return { vendorId, inquiry };
  });
}

// ---------------------------------------------------------------------------------------------
// The display category tree: the 15 documented top-level categories, then generated levels whose
// leaves sit 3 to 6 levels below the root.

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
  { code: 103371, name: '스포츠/레져', nouns: ['캠핑용품', '자전거', '등산용품', '골프용품', '수영용품', '헬스용품', '낚시용품', '구기용품'] },
  { code: 59258, name: '식품', nouns: ['과일', '채소', '쌀/잡곡', '축산', '수산', '라면', '과자', '음료'] },
  { code: 102984, name: '완구/취미', nouns: ['블록', '퍼즐', '인형', '보드게임', '프라모델', 'RC카', '악기', '공예'] },
  { code: 79138, name: '음반/DVD', nouns: ['가요', '팝', '클래식', '재즈', 'OST', '블루레이', '뮤직비디오', 'LP'] },
  { code: 78647, name: '자동차용품', nouns: ['블랙박스', '세차용품', '차량용방향제', '시트커버', '타이어용품', '엔진오일', '차량용충전기', '카매트'] },
  { code: 80285, name: '주방용품', nouns: ['냄비', '프라이팬', '칼', '도마', '식기', '밀폐용기', '컵', '조리도구'] },
  { code: 76844, name: '출산/유아동', nouns: ['기저귀', '분유', '유모차', '카시트', '유아의류', '젖병', '이유식', '유아완구'] },
  { code: 69182, name: '패션의류잡화', nouns: ['티셔츠', '바지', '원피스', '운동화', '가방', '모자', '양말', '시계'] },
];

const MODIFIERS = [
  '여성', '남성', '아동', '프리미엄', '대용량', '미니', '휴대용', '국산',
  '수입', '친환경', '기능성', '원목', '스테인리스', '무선', '유기농', '시즌',
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

function buildCategoryTree(random: Random): DisplayCategory {
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
    return draw < 0.9 ? 'ACTIVE' : draw < 0.96 ? 'READY' : 'DISABLED';
  }

  function childName(depth: number, stem: string, index: number, start: number): string {
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

function meetsTreeBounds(root: DisplayCategory): boolean {
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
