// Contact center inquiries. The plans cover every documented state and the seen transfer reasons.

import type { Random } from '../random.js';
import { SECOND, HOUR, DAY, DATA_EPOCH, formatDate, formatInquiryTime, uniqueInt } from './calendar.js';
import type { Inquiry, InquiryReply, StoredInquiry } from '../types.js';
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
    owner: 'default',
    inquiryStatus: 'progress',
    csPartnerCounselingStatus: 'requestAnswer',
    utcOffset: '-08:00',
    singleVendorItem: false,
    replies: [agentReply('requestAnswer', 'NONE', true)],
  },
  {
    owner: 'default',
    inquiryStatus: 'complete',
    csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00',
    singleVendorItem: false,
    replies: [agentReply('answered', 'NONE', false), VENDOR_REPLY],
  },
  {
    owner: 'default',
    inquiryStatus: 'progress',
    csPartnerCounselingStatus: 'requestAnswer',
    utcOffset: '+09:00',
    singleVendorItem: false,
    replies: [],
  },
  {
    owner: 'default',
    inquiryStatus: 'complete',
    csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00',
    singleVendorItem: false,
    replies: [agentReply('answered', 'DISPUTE_PROCESS', false), VENDOR_REPLY, agentReply('none', 'DISPUTE_PROCESS_COMPLETE', false)],
  },
  {
    owner: 'default',
    inquiryStatus: 'complete',
    csPartnerCounselingStatus: 'answered',
    utcOffset: '+08:00',
    singleVendorItem: true,
    replies: [agentReply('answered', 'CANCEL', false)],
  },
  {
    owner: 'default',
    inquiryStatus: 'complete',
    csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00',
    singleVendorItem: false,
    replies: [agentReply('none', 'NONE', false)],
  },
  // Another vendor's: the foreign fixture.
  {
    owner: 'other',
    inquiryStatus: 'progress',
    csPartnerCounselingStatus: 'requestAnswer',
    utcOffset: '+09:00',
    singleVendorItem: false,
    replies: [agentReply('requestAnswer', 'NONE', true)],
  },
  {
    owner: 'other',
    inquiryStatus: 'complete',
    csPartnerCounselingStatus: 'answered',
    utcOffset: '+09:00',
    singleVendorItem: false,
    replies: [agentReply('answered', 'NONE', false), VENDOR_REPLY],
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

export function buildInquiries(random: Random, defaultVendorId: string, otherVendorId: string): StoredInquiry[] {
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
      repliedAt += random.int(10 * 60, (2 * DAY) / SECOND) * SECOND;
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
