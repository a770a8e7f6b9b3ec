import { describe, expect, it } from 'vitest';
import { base58CheckValid, bech32Valid, findCryptoWallets } from '../../../native/rules/crypto-wallet';
import { findRuleSpans } from '../../../native/rules';

const found = (text: string) => findCryptoWallets(text).map((s) => [s.text, s.score]);

describe('crypto wallet addresses', () => {
  it('checks Base58Check and Bech32 checksums, so one changed character fails', () => {
    expect(base58CheckValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(base58CheckValid('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(base58CheckValid('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    expect(base58CheckValid('1PX7LQ9M5R3ZJ8V6K2T49A7D5SXCAJ32TQ')).toBe(false);
    expect(bech32Valid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(bech32Valid('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    expect(bech32Valid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(bech32Valid('bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
  });

  it('takes a valid address whatever surrounds it, as a validated rule', () => {
    const text = '피고인은 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa로 보냈고, 다시 bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4로 보냈다.';
    expect(found(text)).toEqual([
      ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 1],
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 1],
    ]);
    // In the whole rule set too, and the particle after it stays outside.
    expect(findRuleSpans(text).filter((s) => s.label === '비트코인개인지갑').map((s) => s.text)).toEqual([
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    ]);
  });

  it('takes an address that fails its checksum, and the unchecked forms, only beside a word of coins or wallets', () => {
    const wallet = '전자지갑(1PX7LQ9M5R3ZJ8V6K2T49A7D5SXCAJ32TQ)으로, 이더리움 0x52908400098527886E0F7030069857D2E4169EE7 주소로';
    expect(found(wallet)).toEqual([
      ['1PX7LQ9M5R3ZJ8V6K2T49A7D5SXCAJ32TQ', 0.9],
      ['0x52908400098527886E0F7030069857D2E4169EE7', 0.9],
    ]);
    const after = '피고인의 1PX7LQ9M5R3ZJ8V6K2T49A7D5SXCAJ32TQ 개인지갑으로 전송받아';
    expect(found(after)).toEqual([['1PX7LQ9M5R3ZJ8V6K2T49A7D5SXCAJ32TQ', 0.9]]);
    const bare = '물품번호 1PX7LQ9M5R3ZJ8V6K2T49A7D5SXCAJ32TQ, 해시 0x52908400098527886E0F7030069857D2E4169EE7';
    expect(found(bare)).toEqual([]);
  });

  it('reads no word, number or case number of one kind of character as an address', () => {
    const text = '비트코인 지갑 11111111111111111111111111 3ABCDEFGHJKLMNPQRSTUVWXYZabc 2021고단12345 TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT';
    expect(found(text)).toEqual([]);
  });
});
