"""Final-consonant tests and particle agreement (이/가, 은/는, 으로/로 …)."""

_DIGIT_FINAL = {'0': 'ㅇ', '1': 'ㄹ', '2': '', '3': 'ㅁ', '4': '', '5': '', '6': 'ㄱ', '7': 'ㄹ', '8': 'ㄹ', '9': ''}
# Latin letters as read in Korean (엘, 엠, 엔, 알 end in a consonant).
_LATIN_FINAL = {'l': 'ㄹ', 'm': 'ㅁ', 'n': 'ㄴ', 'r': 'ㄹ'}
_JONG = ['', 'ㄱ', 'ㄲ', 'ㄳ', 'ㄴ', 'ㄵ', 'ㄶ', 'ㄷ', 'ㄹ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅁ', 'ㅂ', 'ㅄ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ']


def is_syllable(ch: str) -> bool:
    return '\uac00' <= ch <= '\ud7a3'


def final_consonant(word: str) -> str:
    """Final consonant ('' = vowel) of the last pronounced character, or None if unknown."""
    for ch in reversed(word.rstrip()):
        if is_syllable(ch):
            return _JONG[(ord(ch) - 0xAC00) % 28]
        if ch in _DIGIT_FINAL:
            return _DIGIT_FINAL[ch]
        if ch.isascii() and ch.isalpha():
            return _LATIN_FINAL.get(ch.lower(), '')
        if ch in ')]’\'"」』':
            continue
        return None
    return None


# (after consonant, after vowel); longest first. `free`: may be followed by more Hangul (으로부터, 과의).
_PAIRS = [
    ('이라고', '라고', True), ('이라는', '라는', True), ('이라며', '라며', True), ('이라면', '라면', True),
    ('으로', '로', True), ('이나', '나', False), ('이랑', '랑', False), ('이며', '며', False),
    ('은', '는', False), ('이', '가', False), ('을', '를', False), ('과', '와', False), ('아', '야', False),
]
_AFTER_GWA = ('의', '는', '도', '함')


def fix_particle(value: str, following: str) -> str:
    """Return `following` with a leading particle made to agree with `value`'s final consonant."""
    if not following or not is_syllable(following[0]):
        return following
    final = final_consonant(value)
    if final is None:
        return following
    for cons, vow, free in _PAIRS:
        for form in (cons, vow):
            if not following.startswith(form):
                continue
            rest = following[len(form):]
            nxt = rest[:1]
            if not free and nxt and is_syllable(nxt) and not (form in ('과', '와') and nxt in _AFTER_GWA):
                continue
            if cons == '으로':
                right = '로' if final in ('', 'ㄹ') else '으로'
            else:
                right = vow if final == '' else cons
            return right + rest
    return following
