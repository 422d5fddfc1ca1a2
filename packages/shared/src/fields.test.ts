import { describe, expect, it } from 'vitest';
import { IfscSchema, hasHiddenCharacter, requiredName } from './fields';

const bidiControls = {
  'left-to-right embedding U+202A': '\u202A',
  'right-to-left embedding U+202B': '\u202B',
  'pop directional formatting U+202C': '\u202C',
  'left-to-right override U+202D': '\u202D',
  'right-to-left override U+202E': '\u202E',
  'left-to-right isolate U+2066': '\u2066',
  'right-to-left isolate U+2067': '\u2067',
  'first strong isolate U+2068': '\u2068',
  'pop directional isolate U+2069': '\u2069',
  'left-to-right mark U+200E': '\u200E',
  'right-to-left mark U+200F': '\u200F',
  'Arabic letter mark U+061C': '\u061C',
};
const invisibles = {
  'zero-width space U+200B': '\u200B',
  'zero-width non-joiner U+200C': '\u200C',
  'zero-width joiner U+200D': '\u200D',
  'word joiner U+2060': '\u2060',
  'byte order mark U+FEFF': '\uFEFF',
  'Mongolian vowel separator U+180E': '\u180E',
  'soft hyphen U+00AD': '\u00AD',
  'invisible times U+2062': '\u2062',
  'tag letter U+E0041': '\u{E0041}',
  'combining grapheme joiner U+034F': '\u034F',
  'Hangul filler U+3164': '\u3164',
  'line separator U+2028': '\u2028',
  'null U+0000': '\u0000',
  'escape U+001B': '\u001B',
  'delete U+007F': '\u007F',
};

describe('names: invisible and text-direction characters', () => {
  it.each(Object.entries(bidiControls))('refuses the %s', (_name, c) => {
    for (const text of [`Anita${c}`, `${c}Anita`, `An${c}ita`, `श्री${c}निवास`]) {
      expect(hasHiddenCharacter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it.each(Object.entries(invisibles))(
    'refuses the %s between Latin letters and at either end',
    (_name, c) => {
      for (const text of [`An${c}ita`, `Anita${c}`, `${c}Anita`]) {
        expect(hasHiddenCharacter(text), JSON.stringify(text)).toBe(true);
      }
    },
  );

  it('accepts names in Indian and Latin scripts, with matras, virama and the joiners they shape with', () => {
    for (const name of [
      'श्रीनिवास',
      'क्षत्रिय',
      'क्‍ष', // half form: KA, virama, ZWJ, SSA
      'क्‌ष', // explicit virama: KA, virama, ZWNJ, SSA
      'ന്‍', // a Malayalam chillu written with ZWJ at the end of a word
      'ਸਿੰਘ',
      'অমিতাভ বন্দ্যোপাধ্যায়',
      'சுப்ரமணியம்',
      'Nguyễn',
      "O'Brien",
      'Anne-Marie',
      'Deshpande Realty Pvt. Ltd.',
    ]) {
      expect(hasHiddenCharacter(name), name).toBe(false);
    }
  });

  it('refuses a joiner that shapes nothing: next to Latin, doubled, across scripts or at the start', () => {
    for (const text of ['A\u200Db', 'क\u200D\u200Dष', 'क\u200Da', 'a\u200Dक', '\u200Dक', 'क् \u200Dष']) {
      expect(hasHiddenCharacter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses a name with its field’s own message', () => {
    const name = requiredName(
      {
        required: 'account.firstName.required',
        tooLong: 'account.firstName.tooLong',
        hiddenCharacter: 'account.firstName.hiddenCharacter',
      },
      30,
    );
    expect(name.safeParse('Anita\u202E').error?.issues[0]?.message).toBe('account.firstName.hiddenCharacter');
    expect(name.safeParse('').error?.issues[0]?.message).toBe('account.firstName.required');
    expect(name.parse(' Anita ')).toBe('Anita');
  });
});

describe('tidied, not refused', () => {
  // The buyer's mobile, pincode and PAN are tidied too (buyer-profile.test.ts).
  it('upper-cases an IFSC code, and still refuses what is wrong after that', () => {
    expect(IfscSchema.parse('sbin0001234')).toBe('SBIN0001234');
    expect(IfscSchema.safeParse('sbin1001234').error?.issues[0]?.message).toBe('account.ifscCode.invalid');
  });
});
