import { describe, expect, it } from 'vitest';
import { REPEAT_MS, ScanGate } from './scan-gate.ts';

describe('ScanGate', () => {
  it('sends one code at a time and ignores codes while an answer is shown', () => {
    const gate = new ScanGate();
    expect(gate.take('a', 0)).toBe(true);
    expect(gate.take('b', 100)).toBe(false);
    gate.release(3000);
    expect(gate.take('b', 3100)).toBe(true);
  });

  it('ignores the same code for a few seconds after its answer, then sends it again', () => {
    const gate = new ScanGate();
    gate.take('a', 0);
    gate.release(3000);
    expect(gate.take('a', 3000 + REPEAT_MS - 1)).toBe(false);
    expect(gate.take('a', 3000 + REPEAT_MS)).toBe(true);
  });
});
