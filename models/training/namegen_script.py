"""Names for the eval-only `script` slice: people named in Chinese characters, as no generator of training writes them.

A Chinese national's name is often printed in its characters (`王偉`, `陳美玲`), a Japanese national's in kanji
(`田中健太`, `山本 花子`), and older judgments write Korean names in Hanja (`金哲洙`, `皇甫雷`). Training names are
Hangul (and a few Latin letters); a model or a rule fitted to them can pass every other slice and still print these.
This generator exists only to test that: it is never imported by training and refuses the training split
(tests/test_namegen_script.py).
"""
import random

from namegen import weighted_choice

CHINESE_SURNAMES = ['王', '張', '劉', '陳', '楊', '趙', '黃', '周', '吳', '徐', '孫', '胡', '朱', '郭', '何', '馬', '羅', '梁',
                    '宋', '鄭', '謝', '韓', '唐', '馮', '于', '董', '蕭', '程', '曹', '袁', '鄧', '許', '傅', '沈', '彭', '呂']
CHINESE_GIVEN = ['偉', '芳', '娜', '敏', '靜', '麗', '強', '磊', '軍', '洋', '勇', '艷', '傑', '娟', '濤', '明', '超', '秀',
                 '霞', '平', '剛', '桂', '英', '華', '玲', '美', '建', '國', '志', '紅', '海', '文', '輝', '雪', '梅', '亮']
JAPANESE_FAMILY = ['田中', '山本', '佐藤', '鈴木', '高橋', '渡邊', '伊藤', '中村', '小林', '加藤', '吉田', '山田', '松本',
                   '井上', '木村', '清水', '林', '森', '池田', '橋本']
JAPANESE_GIVEN = ['健太', '花子', '美咲', '翔太', '陽子', '大輔', '由美', '一郎', '直樹', '真理子', '拓也', '恵美', '浩二',
                  '明美', '誠', '愛']
KOREAN_SURNAMES = ['金', '李', '朴', '崔', '鄭', '姜', '趙', '尹', '張', '林', '韓', '吳', '徐', '申', '權', '黃', '安', '宋',
                   '柳', '洪', '全', '高', '文', '孫', '梁', '裵', '白', '許', '南', '沈', '盧', '河', '郭', '成', '車', '禹']
KOREAN_COMPOUND_SURNAMES = ['皇甫', '南宮', '諸葛', '鮮于', '獨孤', '司空']
KOREAN_GIVEN = ['永', '英', '榮', '正', '貞', '在', '載', '成', '相', '鎭', '珍', '炳', '東', '俊', '容', '泰', '賢', '玄', '民',
                '明', '仁', '熙', '姬', '順', '淑', '子', '玉', '美', '善', '京', '秀', '浩', '哲', '植', '洙', '昊', '錫', '男']

# The name style the eval's slices call it by (`name:script`).
SCRIPT_STYLE = 'script'
STYLE_WEIGHTS = {'chinese': 0.4, 'japanese': 0.3, 'korean': 0.3}


class ScriptNames:
    """Draws one name written in Chinese characters; the split is test or validation only (never training)."""

    def __init__(self, rng: random.Random, split: str):
        if split == 'train':
            raise ValueError('the script name slice is for evaluation only: training never draws from it')
        self.rng = rng

    def _chinese(self) -> str:
        return self.rng.choice(CHINESE_SURNAMES) + ''.join(self.rng.choice(CHINESE_GIVEN) for _ in range(self.rng.choice((1, 2))))

    def _japanese(self) -> str:
        sep = ' ' if self.rng.random() < 0.3 else ''
        return f'{self.rng.choice(JAPANESE_FAMILY)}{sep}{self.rng.choice(JAPANESE_GIVEN)}'

    def _korean(self) -> str:
        surname = self.rng.choice(KOREAN_COMPOUND_SURNAMES) if self.rng.random() < 0.1 else self.rng.choice(KOREAN_SURNAMES)
        given = ''.join(self.rng.choice(KOREAN_GIVEN) for _ in range(1 if self.rng.random() < 0.15 else 2))
        return surname + given

    def name(self) -> str:
        return getattr(self, f'_{weighted_choice(self.rng, STYLE_WEIGHTS, "korean")}')()
