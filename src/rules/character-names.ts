// Unicode names of the characters a person cannot tell apart on a screen (src/rules/lookalikes.ts names
// them): ASCII and its full-width forms, invisible characters, spaces, and Hangul syllables and letters,
// whose names Unicode derives by rule. JavaScript has no table of names; this is the part a report needs.

const DIGITS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'];
/** U+0020 to U+002F, U+003A to U+0040, U+005B to U+0060, U+007B to U+007E, in that order. */
const PUNCTUATION_CHARS = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const PUNCTUATION_NAMES = (
  'SPACE|EXCLAMATION MARK|QUOTATION MARK|NUMBER SIGN|DOLLAR SIGN|PERCENT SIGN|AMPERSAND|APOSTROPHE|LEFT PARENTHESIS|' +
  'RIGHT PARENTHESIS|ASTERISK|PLUS SIGN|COMMA|HYPHEN-MINUS|FULL STOP|SOLIDUS|COLON|SEMICOLON|LESS-THAN SIGN|EQUALS SIGN|' +
  'GREATER-THAN SIGN|QUESTION MARK|COMMERCIAL AT|LEFT SQUARE BRACKET|REVERSE SOLIDUS|RIGHT SQUARE BRACKET|CIRCUMFLEX ACCENT|' +
  'LOW LINE|GRAVE ACCENT|LEFT CURLY BRACKET|VERTICAL LINE|RIGHT CURLY BRACKET|TILDE'
).split('|');
const OTHERS: Readonly<Record<number, string>> = {
  0x00a0: 'NO-BREAK SPACE',
  0x00ad: 'SOFT HYPHEN',
  0x1680: 'OGHAM SPACE MARK',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x2000: 'EN QUAD',
  0x2001: 'EM QUAD',
  0x2002: 'EN SPACE',
  0x2003: 'EM SPACE',
  0x2004: 'THREE-PER-EM SPACE',
  0x2005: 'FOUR-PER-EM SPACE',
  0x2006: 'SIX-PER-EM SPACE',
  0x2007: 'FIGURE SPACE',
  0x2008: 'PUNCTUATION SPACE',
  0x2009: 'THIN SPACE',
  0x200a: 'HAIR SPACE',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x202f: 'NARROW NO-BREAK SPACE',
  0x205f: 'MEDIUM MATHEMATICAL SPACE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3000: 'IDEOGRAPHIC SPACE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

function asciiName(code: number): string | undefined {
  const char = String.fromCharCode(code);
  if (code >= 0x30 && code <= 0x39) return `DIGIT ${DIGITS[code - 0x30]}`;
  if (code >= 0x41 && code <= 0x5a) return `LATIN CAPITAL LETTER ${char}`;
  if (code >= 0x61 && code <= 0x7a) return `LATIN SMALL LETTER ${char.toUpperCase()}`;
  return PUNCTUATION_NAMES[PUNCTUATION_CHARS.indexOf(char)]; // [-1], not punctuation: undefined
}

// Hangul: the syllables' names are composed from short jamo names (Unicode 3.12); the conjoining letters'
// from their full ones.
const SYLLABLE_L = 'G GG N D DD R M B BB S SS _ J JJ C K T P H'.split(' ').map((name) => (name === '_' ? '' : name));
const SYLLABLE_V = 'A AE YA YAE EO E YEO YE O WA WAE OE YO U WEO WE WI YU EU YI I'.split(' ');
const SYLLABLE_T = '_ G GG GS N NJ NH D L LG LM LB LS LT LP LH M B BS S SS NG J C K T P H'.split(' ').map((n) => (n === '_' ? '' : n));
const CHOSEONG = (
  'KIYEOK SSANGKIYEOK NIEUN TIKEUT SSANGTIKEUT RIEUL MIEUM PIEUP SSANGPIEUP SIOS SSANGSIOS IEUNG CIEUC SSANGCIEUC ' +
  'CHIEUCH KHIEUKH THIEUTH PHIEUPH HIEUH'
).split(' ');
const JONGSEONG = (
  'KIYEOK SSANGKIYEOK KIYEOK-SIOS NIEUN NIEUN-CIEUC NIEUN-HIEUH TIKEUT RIEUL RIEUL-KIYEOK RIEUL-MIEUM RIEUL-PIEUP RIEUL-SIOS ' +
  'RIEUL-THIEUTH RIEUL-PHIEUPH RIEUL-HIEUH MIEUM PIEUP PIEUP-SIOS SIOS SSANGSIOS IEUNG CIEUC CHIEUCH KHIEUKH THIEUTH PHIEUPH HIEUH'
).split(' ');

function hangulName(code: number): string | undefined {
  if (code >= 0xac00 && code <= 0xd7a3) {
    const index = code - 0xac00;
    return `HANGUL SYLLABLE ${SYLLABLE_L[Math.floor(index / 588)]}${SYLLABLE_V[Math.floor((index % 588) / 28)]}${SYLLABLE_T[index % 28]}`;
  }
  if (code >= 0x1100 && code <= 0x1112) return `HANGUL CHOSEONG ${CHOSEONG[code - 0x1100]}`;
  if (code >= 0x1161 && code <= 0x1175) return `HANGUL JUNGSEONG ${SYLLABLE_V[code - 0x1161]}`;
  if (code >= 0x11a8 && code <= 0x11c2) return `HANGUL JONGSEONG ${JONGSEONG[code - 0x11a8]}`;
  return undefined;
}

/** The Unicode name of a character a report may have to name; for the others, what kind of character it is. */
export function characterName(code: number): string {
  if (code < 0x80) return asciiName(code) ?? 'CONTROL CHARACTER';
  if (code >= 0xff01 && code <= 0xff5e) return `FULLWIDTH ${asciiName(code - 0xfee0)!}`;
  return OTHERS[code] ?? hangulName(code) ?? (/\p{L}/u.test(String.fromCodePoint(code)) ? 'LETTER' : 'CHARACTER');
}
