import { describe, expect, it } from 'vitest';
import { coverFeeMinor, currencyDigits, formatMoney, minorPerMajor, parseMoney } from './money.ts';

describe('money in minor units', () => {
  it('knows how many decimals a currency has', () => {
    expect(currencyDigits('PHP')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(minorPerMajor('EUR')).toBe(100);
  });

  it('formats minor units in the currency', () => {
    expect(formatMoney(123_45, 'USD', 'en-US')).toBe('$123.45');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatMoney(1_000_00, 'PHP', 'en-PH')).toBe('₱1,000.00');
  });

  it('parses what a person types without floats, refusing extra decimals', () => {
    expect(parseMoney('1,234.50', 'PHP')).toBe(123_450);
    expect(parseMoney('0.29', 'USD')).toBe(29);
    expect(parseMoney('500', 'JPY')).toBe(500);
    expect(parseMoney('1.5', 'JPY')).toBeNull();
    expect(parseMoney('1.234', 'USD')).toBeNull();
    expect(parseMoney('-5', 'USD')).toBeNull();
    expect(parseMoney('abc', 'USD')).toBeNull();
  });

  it('covers the fee so that the fund receives the whole gift', () => {
    const rule = { percentBasisPoints: 290, fixedMinor: 30 };
    const fee = coverFeeMinor(100_00, rule);
    const charge = 100_00 + fee;
    const providerFee = Math.round((charge * 290) / 10_000) + 30;
    expect(charge - providerFee).toBeGreaterThanOrEqual(100_00);
    expect(fee).toBe(330);
    expect(coverFeeMinor(100_00, { percentBasisPoints: 0, fixedMinor: 0 })).toBe(0);
  });
});
